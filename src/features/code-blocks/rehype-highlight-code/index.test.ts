import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import rehypeHighlightCode from '.';

/** The page's compiled JavaScript, as the docs plugin's MDX compiler would make it with this plugin. */
async function compilePage(markdown: string): Promise<string> {
  const compiled = await compile({value: markdown, path: '/site/docs/page.mdx', cwd: '/site'}, {rehypePlugins: [rehypeHighlightCode]});
  return String(compiled);
}

describe('rehypeHighlightCode', () => {
  it.each([
    {language: 'py', code: 'def f(x):\n    return x  # a comment'},
    {language: 'sql', code: 'SELECT name FROM users -- a comment'},
    {language: 'ts', code: 'const n: number = 1; // a comment'},
  ])('highlights a ```$language block in the build, as one HTML string for the code block', async ({language, code}) => {
    const page = await compilePage(`\`\`\`${language} title="example" showLineNumbers\n${code}\n\`\`\`\n`);
    const html = /html: "((?:[^"\\]|\\.)*)"/.exec(page)?.[1];
    expect(html).toMatch(/^<pre class=\\"shiki/);
    // Comments get their own colour in both modes.
    expect(html).toMatch(/<span class=\\"l\d+ d\d+\\">(#|--|\/\/) a comment/);
    expect(page).toContain('title: "example"');
    expect(page).toContain('showLineNumbers: true');
  });

  it('shows a block without a language, or in text, as plain text', async () => {
    const page = await compilePage('```\na < b\n```\n\n```text\nc\n```\n');
    expect(page.match(/html: "<pre class=\\"shiki/g)).toHaveLength(2);
    expect(page).toContain('a &lt; b');
  });

  it('fails on a language the highlighter does not know, naming the file, the line and the fix', async () => {
    await expect(compilePage('# Title\n\n```klingon\nqapla\n```\n')).rejects.toThrow(
      /^docs\/page\.mdx:3: a code block in "klingon", a language the highlighter \(Shiki\) does not know\. .*"text" for plain text/,
    );
  });

  it('fails on a meta string the site would ignore, naming the file and the line', async () => {
    await expect(compilePage('```ts {1,3}\nconst a = 1;\n```\n')).rejects.toThrow(/^docs\/page\.mdx:1: the code block's meta "\{1,3\}"/);
  });
});
