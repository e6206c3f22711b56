/**
 * Remark plugin: builds every write-up page from its model. The model is read
 * once from the page's folder (src/write-up/model.ts); then each step, a
 * one-job module, reads it and changes the page's tree, in this order. The
 * owner's page holds prose and components only: the steps import the
 * components, the tested files and the cases, and add the sections no page
 * writes. A section on every write-up is one more step file and one more line.
 */
import type {Root} from 'mdast';
import {readWriteUp} from '../write-up/model';
import {reportMutations} from '../features/mutation-report/report-mutations';
import {runTestedCases} from '../features/tested-cases/run-tested-cases';
import {compareApproaches} from '../features/approaches/compare-approaches';
import {checkPage} from './check-page';
import {showCodeFiles} from '../features/code-blocks/show-code-files';
import {importHeader} from './header';
import {stepThrough} from '../features/step-through/step-through';
import {showHints} from '../features/hints/show-hints';
import {hideSolution} from '../features/try-first/hide-solution';
import {describePage} from './describe';
import type {SiteOptions, WriteUpStep} from '../markdown/step';

const STEPS: readonly WriteUpStep[] = [
  checkPage, // the page shows its solution, its cases and every approach, each tested
  importHeader, // <WriteUpHeader />: platform, difficulty, topics
  showHints, // <Hints>: two or three hints at the end of the Problem section, or the front matter's reason for none
  showCodeFiles, // <SolutionCode file="…" />: the tested file, highlighted in the build
  stepThrough, // under each <SolutionCode />: its steps on a case, recorded in the build
  compareApproaches, // <Approaches>: each approach's complexity from its file
  runTestedCases, // <TestedCases>: the table of cases.ts and the code runner's props
  reportMutations, // after Tested cases: What the tests catch, from the mutation report
  hideSolution, // from Approach on, all but the headings and Tested cases: hidden while the reader tries, if they choose
  describePage, // <PageMetadata>: the meta description, given by the page itself
];

type File = {path?: string; cwd?: string; value?: string | Uint8Array; data?: Record<string, unknown>};

export default function remarkWriteUpPage(site: SiteOptions = {}) {
  return (tree: Root, file: File) => {
    const page =
      file.path === undefined
        ? undefined
        : readWriteUp(file.path, {
            cwd: file.cwd,
            frontMatter: file.data?.frontMatter,
            content: typeof file.value === 'string' ? file.value : new TextDecoder().decode(file.value),
          });
    if (!page) return;
    for (const step of STEPS) step(tree, page, site);
  };
}
