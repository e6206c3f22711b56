import CodeBlock from '@theme/CodeBlock';

type Props = {
  /** The raw text of the tested file, imported with `!!raw-loader!./solution.ts`. */
  source: string;
  /** The file name shown as the block's title. */
  title?: string;
};

/** Shows a solution file as a highlighted TypeScript code block with a copy button. */
export function SolutionCode({source, title = 'solution.ts'}: Props) {
  return (
    <CodeBlock language="ts" title={title} showLineNumbers>
      {source.trimEnd()}
    </CodeBlock>
  );
}

export default SolutionCode;
