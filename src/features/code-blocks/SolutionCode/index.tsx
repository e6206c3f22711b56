import type {ReactNode} from 'react';
import CodeBlock from '../../../theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {TestedCase} from '../../../test-kit/types';
import {javascriptName, type CodeFile} from '../code-file';
import {StepThrough} from '../../step-through/StepThrough';
import type {StepSummary} from '../../step-through/summary';
import {CODE_FILE_ATTRIBUTE, LANGUAGE_CLASSES} from './dom';

type Props = {
  /**
   * The tested file, highlighted during the build: the page names it with `file` (solution.ts when it does not),
   * and the build gives it (src/features/code-blocks/show-code-files.ts).
   */
  source: CodeFile & {steps: StepSummary};
  /** The file's name in the write-up's folder, which the build reads. */
  file?: string;
  /** The block's title; the file's name by default. */
  title?: string;
  /** The name of the case of cases.ts to step through (the first by default), which the build reads. */
  stepCase?: string;
  /** Given by the build (src/features/step-through/step-through.ts): cases.ts, whose case the stepper records again. */
  cases?: readonly TestedCase[];
};

/** The readers' choice of language, remembered across pages and tabs (the stock Tabs' `groupId`). */
export const CODE_LANGUAGE_GROUP = 'code-language';

/** Shows a tested file in TypeScript and, in a second tab, the JavaScript generated from it, then its Step through. */
export function SolutionCode({source, title = source.file, cases}: Props): ReactNode {
  return (
    <div {...{[CODE_FILE_ATTRIBUTE]: source.file}}>
      <Tabs groupId={CODE_LANGUAGE_GROUP}>
        <TabItem value="ts" label="TypeScript">
          <CodeBlock html={source.typescript} title={title} className={LANGUAGE_CLASSES.typescript} showLineNumbers />
        </TabItem>
        <TabItem value="js" label="JavaScript">
          <CodeBlock html={source.javascript} title={javascriptName(title)} className={LANGUAGE_CLASSES.javascript} showLineNumbers />
        </TabItem>
      </Tabs>
      {cases && <StepThrough steps={source.steps} cases={cases} javascript={source.javascript} />}
    </div>
  );
}

export default SolutionCode;
