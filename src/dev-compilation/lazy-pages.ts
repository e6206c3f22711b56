/**
 * Under the dev server, a page's module is compiled when a tab first asks for
 * it (Rspack's lazy compilation), not all of them before any is served.
 *
 * Docusaurus' route registry (`.docusaurus/registry.js`) names each route
 * module twice: an `import()`, which Rspack turns into a stub that compiles the
 * page on request, and `require.resolveWeak()`, which Rspack 1.2.0-alpha.0
 * builds at once (webpack would not), so every page was compiled anyway. The
 * dev server never uses those ids: it renders in the browser only, after
 * loading the page's module, and a stub's id is not the page's. So the
 * registry's pages go without them there.
 *
 * With the weak ids, lazy compilation compiled every page before the first
 * request anyway; without them, none (the figures at 2,000 write-ups are in
 * scripts/bench/README.md).
 */

/** The pages (docs, write-ups and `src/pages`), by far the largest part of the bundle. */
export const PAGE_MODULES = /\.mdx$/;

const PAGE_WEAK_ID = /require\.resolveWeak\(("(?:[^"\\]|\\.)*\.mdx")\)/g;

/** The registry's source with each page's weak module id replaced by `undefined`, which the client reads as "not loaded yet". */
export function withoutPageWeakIds(registry: string): string {
  return registry.replace(PAGE_WEAK_ID, 'undefined');
}

/**
 * Whether the dev server is only for this machine. The stub asks for its page
 * over a second server that Rspack opens on `localhost`; a phone on the same
 * network, reading the site with `--host 0.0.0.0`, could not reach it, so
 * there every page is compiled at the start, as before.
 */
export function servesThisMachineOnly(argv: readonly string[]): boolean {
  const at = argv.findIndex((argument) => argument === '--host' || argument.startsWith('--host='));
  if (at === -1) return true;
  const host = argv[at]!.startsWith('--host=') ? argv[at]!.slice('--host='.length) : argv[at + 1];
  return host === 'localhost' || host === '127.0.0.1' || host === '::1';
}
