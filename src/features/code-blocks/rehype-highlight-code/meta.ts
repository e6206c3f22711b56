/** What a fenced code block's meta string may say: ```ts title="solution.ts" showLineNumbers */
export type CodeMeta = {title?: string; showLineNumbers: boolean};

const TOKEN = /\s*(?:title=(?:"([^"]*)"|'([^']*)')|(showLineNumbers)\b|(\S+))/gy;

/** The block's title and line numbers, or the problem with the meta string (a word the site would otherwise ignore). */
export function parseCodeMeta(meta: string | undefined): CodeMeta | {problem: string} {
  const result: CodeMeta = {showLineNumbers: false};
  for (const [, double, single, lineNumbers, other] of (meta ?? '').trimEnd().matchAll(TOKEN)) {
    if (other !== undefined) {
      return {problem: `the code block's meta "${other}" is not something the site shows; it takes title="…" and showLineNumbers.`};
    }
    if (lineNumbers) result.showLineNumbers = true;
    else result.title = double ?? single;
  }
  return result;
}
