import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import remarkCodeLanguages, {highlightedLanguages} from '.';

describe('highlightedLanguages', () => {
  it('lists the grammars and aliases of a Prism instance, not its functions, and plain text, sorted', () => {
    const prism = {languages: {typescript: {}, ts: {}, extend: () => ({}), insertBefore: () => ({})}};
    expect(highlightedLanguages(prism)).toEqual(['plain', 'plaintext', 'text', 'ts', 'txt', 'typescript']);
  });
});

describe("the site's Prism (patches/prism-react-renderer+2.4.1.patch)", () => {
  it('has TypeScript and the grammars it builds on, and none of the other grammars prism-react-renderer bundles', () => {
    // If this fails, `patch-package` did not run after `npm install` (see src/plugins/code-languages/index.ts).
    expect(highlightedLanguages(Prism)).toEqual([
      'clike',
      'javadoclike',
      'javascript',
      'jsdoc',
      'plain',
      'plaintext',
      'regex',
      'text',
      'ts',
      'txt',
      'typescript',
    ]);
  });

  it('is the one the configuration checks code blocks against, and no language is registered on top of it', () => {
    const {prism} = config.themeConfig as {prism: {additionalLanguages?: string[]}};
    // patches/@docusaurus+theme-classic+3.7.0.patch empties the client module that would register them.
    expect(prism.additionalLanguages ?? []).toEqual([]);
  });
});

describe('remarkCodeLanguages', () => {
  const check = remarkCodeLanguages({languages: ['typescript', 'ts', 'text']});
  const page = (lang: string | null) => ({
    type: 'root' as const,
    children: [
      {
        type: 'blockquote' as const,
        children: [
          {
            type: 'code' as const,
            lang,
            value: 'x',
            position: {start: {line: 7, column: 1, offset: 0}, end: {line: 9, column: 4, offset: 9}},
          },
        ],
      },
    ],
  });
  const file = {cwd: '/site', path: '/site/docs/LeetCode/Two Sum/README.mdx'};

  it.each(['typescript', 'ts', 'TS', 'text', null])('accepts a code block in %s', (lang) => {
    expect(() => check(page(lang), file)).not.toThrow();
  });

  it('fails on a code block in another language, naming the file, the line and the fix', () => {
    expect(() => check(page('python'), file)).toThrow(
      'docs/LeetCode/Two Sum/README.mdx:7: a code block in "python", which the site does not highlight (it does typescript, ts, text). ' +
        'Mark the block as text, or see src/plugins/code-languages/index.ts to highlight another language.',
    );
  });
});
