import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import remarkKatexStylesheet, {hasMath, stylesheetHead} from '.';

const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
};

async function compiled(source: string): Promise<string> {
  const file = await compile(source, {
    remarkPlugins: [remarkMath, [remarkKatexStylesheet, STYLESHEET]],
    jsx: true,
  });
  return String(file);
}

describe('remarkKatexStylesheet', () => {
  it.each([
    {name: 'inline math', source: 'Runs in $O(n)$ time.', expected: true},
    {name: 'display math', source: '$$\nx^2\n$$', expected: true},
    {name: 'math inside a list', source: '- Time: $O(\\log n)$', expected: true},
    {name: 'math inside JSX', source: '<div>\n\nSum: $a + b$\n\n</div>', expected: true},
    {name: 'no math', source: '# Title\n\nPlain text and `code`.', expected: false},
    {name: 'a dollar sign in code only', source: 'Use `$PATH` here.', expected: false},
  ])('adds the stylesheet to a page with $name: $expected', async ({source, expected}) => {
    const output = await compiled(source);
    const links = output.match(/<(_components\.)?link /g) ?? [];
    expect(links).toHaveLength(expected ? 1 : 0);
    if (expected) {
      expect(output).toContain('<Head>');
      expect(output).toContain(`href="${STYLESHEET.href}"`);
      expect(output).toContain(`integrity="${STYLESHEET.integrity}"`);
      expect(output).toContain('crossOrigin="anonymous"');
      expect(output).toContain('rel="stylesheet"');
    }
  });

  it.each([
    {name: 'no options', options: undefined},
    {name: 'no integrity hash', options: {href: STYLESHEET.href, integrity: ''}},
    {name: 'a hash without its algorithm', options: {href: STYLESHEET.href, integrity: 'abc'}},
  ])('refuses $name', ({options}) => {
    expect(() => remarkKatexStylesheet(options as never)).toThrow(/needs \{href, integrity\}/);
  });
});

describe('hasMath', () => {
  it.each([
    {tree: {type: 'root', children: []}, expected: false},
    {tree: {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineMath'}]}]}, expected: true},
    {tree: {type: 'root', children: [{type: 'math'}]}, expected: true},
    {tree: {type: 'root', children: [{type: 'code', value: '$x$'}]}, expected: false},
  ])('$tree.children → $expected', ({tree, expected}) => {
    expect(hasMath(tree)).toBe(expected);
  });
});

describe('stylesheetHead', () => {
  it('is one <Head> holding one stylesheet link', () => {
    expect(stylesheetHead(STYLESHEET)).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      children: [{type: 'mdxJsxFlowElement', name: 'link'}],
    });
  });
});
