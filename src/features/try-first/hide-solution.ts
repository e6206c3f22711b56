/**
 * Step: the switch "Hide the solution while I try" (<TryFirst />) goes right
 * before the first section, under the page's header, and what a reader may want hidden while trying the problem is marked with
 * the class that the switch "Hide the solution while I try" hides
 * (./TryFirst): everything from the Approach heading on, in the Approach,
 * Complexity, Solution and Pitfalls sections, except their `##` headings and
 * the Tested cases. The headings stay, so the table of contents and the
 * anchors still find them; the Tested cases stay, with the code runner where
 * the reader writes and runs their own code. Each run of marked nodes is one
 * plain <div>, so the mark needs no component. The step runs after every step
 * that adds to these sections (Step through, What the tests catch), so what
 * they add is hidden with them.
 */
import {toString} from 'mdast-util-to-string';
import type {Heading, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {WriteUpError} from '../../write-up/error';
import {addImports, defaultImport, flowElement, stringAttribute} from '../../markdown/mdx';
import type {WriteUpStep} from '../../markdown/step';
import {TESTED_CASES} from '../tested-cases/run-tested-cases';
import {HIDDEN_CLASS} from './choice';

export const TRY_FIRST_SWITCH = {name: 'TryFirst', from: '@site/src/features/try-first/TryFirst'} as const;

/** The sections hidden while the reader tries, in the order a page has them; a page may lack Pitfalls. */
export const SOLUTION_SECTIONS = ['Approach', 'Complexity', 'Solution', 'Pitfalls'] as const;

const isSection = (node: RootContent): node is Heading => node.type === 'heading' && node.depth === 2;
const isTestedCases = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.name === TESTED_CASES.name;

export const hideSolution: WriteUpStep = (tree, page) => {
  const start = tree.children.findIndex((node) => isSection(node) && toString(node) === SOLUTION_SECTIONS[0]);
  if (start === -1) return;
  const other = tree.children
    .slice(start)
    .find((node) => isSection(node) && !(SOLUTION_SECTIONS as readonly string[]).includes(toString(node)));
  if (other) {
    throw new WriteUpError(
      page.where,
      `the "## ${toString(other)}" section comes after "## ${SOLUTION_SECTIONS[0]}", where everything but the Tested cases is hidden while a reader tries; move it before "## ${SOLUTION_SECTIONS[0]}".`,
    );
  }
  const first = tree.children.findIndex(isSection);
  const children = [...tree.children.slice(0, first), flowElement(TRY_FIRST_SWITCH.name, [], []), ...tree.children.slice(first, start)];
  let run: RootContent[] = [];
  const endRun = () => {
    if (run.length > 0)
      children.push(flowElement('div', [stringAttribute('className', HIDDEN_CLASS)], run as MdxJsxFlowElement['children']));
    run = [];
  };
  for (const node of tree.children.slice(start)) {
    if (isSection(node) || isTestedCases(node)) {
      endRun();
      children.push(node);
    } else {
      run.push(node);
    }
  }
  endRun();
  tree.children = children;
  addImports(tree, page.where, [defaultImport(TRY_FIRST_SWITCH.name, TRY_FIRST_SWITCH.from)]);
};
