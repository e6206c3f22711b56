import type {ReactNode} from 'react';
import CodeBlock from '../../../theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {CodeFile} from '../highlight/code-file';
import {javascriptName} from '../highlight/code-file';

type Props = {
  /**
   * The tested file, highlighted during the build: the page names it with `file` (solution.ts when it does not),
   * and the build gives it (src/features/code-blocks/show-code-files.ts).
   */
  source: CodeFile;
  /** The file's name in the write-up's folder, which the build reads. */
  file?: string;
  /** The block's title; the file's name by default. */
  title?: string;
};

/** The readers' choice of language, remembered across pages and tabs (the stock Tabs' `groupId`). */
export const CODE_LANGUAGE_GROUP = 'code-language';

/** Shows a tested file in TypeScript and, in a second tab, the JavaScript generated from it. */
export function SolutionCode({source, title = source.file}: Props): ReactNode {
  return (
    <Tabs groupId={CODE_LANGUAGE_GROUP}>
      <TabItem value="ts" label="TypeScript">
        <CodeBlock html={source.typescript} title={title} showLineNumbers />
      </TabItem>
      <TabItem value="js" label="JavaScript">
        <CodeBlock html={source.javascript} title={javascriptName(title)} showLineNumbers />
      </TabItem>
    </Tabs>
  );
}

export default SolutionCode;
