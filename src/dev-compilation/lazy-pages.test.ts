import {describe, expect, it} from 'vitest';
import {PAGE_MODULES, servesThisMachineOnly, withoutPageWeakIds} from './lazy-pages';

/** Two entries as Docusaurus 3.7 writes them in `.docusaurus/registry.js`: a theme component and a write-up's page. */
const REGISTRY = `export default {
  "__comp---theme-doc-item-178-a40": [() => import(/* webpackChunkName: "__comp---theme-doc-item-178-a40" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "content---solve-problems-leet-code-binary-search-9-a-4-305": [() => import(/* webpackChunkName: "content---solve-problems-leet-code-binary-search-9-a-4-305" */ "@site/docs/LeetCode/Binary Search/README.mdx"), "@site/docs/LeetCode/Binary Search/README.mdx", require.resolveWeak("@site/docs/LeetCode/Binary Search/README.mdx")],
};
`;

describe('withoutPageWeakIds', () => {
  it("drops a page's weak module id, which would compile it at the start, and keeps its import()", () => {
    const registry = withoutPageWeakIds(REGISTRY);
    expect(registry).not.toContain('require.resolveWeak("@site/docs/LeetCode/Binary Search/README.mdx")');
    expect(registry).toContain(
      'import(/* webpackChunkName: "content---solve-problems-leet-code-binary-search-9-a-4-305" */ "@site/docs/LeetCode/Binary Search/README.mdx"), "@site/docs/LeetCode/Binary Search/README.mdx", undefined]',
    );
  });

  it("keeps the other modules' weak ids", () => {
    expect(withoutPageWeakIds(REGISTRY)).toContain('require.resolveWeak("@theme/DocItem")');
  });

  it('handles escaped quotes in a path', () => {
    expect(withoutPageWeakIds('require.resolveWeak("@site/docs/A \\"quoted\\" title/README.mdx")')).toBe('undefined');
  });
});

describe('PAGE_MODULES', () => {
  it.each([
    ['/site/docs/LeetCode/Binary Search/README.mdx', true],
    ['/site/docs/intro.mdx', true],
    ['/site/docs/LeetCode/Binary Search/solution.ts', false],
    ['/site/.docusaurus/registry.js', false],
  ])('%s compiled on first request: %s', (file, lazy) => {
    expect(PAGE_MODULES.test(file)).toBe(lazy);
  });
});

describe('servesThisMachineOnly', () => {
  it.each([
    [['start'], true],
    [['start', '--host', 'localhost'], true],
    [['start', '--host', '127.0.0.1', '--port', '3000'], true],
    [['start', '--host=::1'], true],
    [['start', '--host', '0.0.0.0'], false],
    [['start', '--host=192.168.1.20'], false],
  ])('%j: %s', (argv, only) => {
    expect(servesThisMachineOnly(argv)).toBe(only);
  });
});
