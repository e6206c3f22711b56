import {parse, type Node} from 'acorn';

/**
 * prism-react-renderer's ES module bundle carries its 20 colour themes, about
 * 5 KB gzip, to every page with code, although the site's themes come from
 * the configuration (`themeConfig.prism`, read in Node.js). `withoutThemes`
 * drops them, except vsDark, which `Highlight` falls back to without a theme.
 * Code in the browser that reads `themes` gets an error saying where themes
 * belong instead of an undefined theme.
 */

const KEPT_THEME = 'vsDark';
const THEME_MARKER = /^\/\/ src\/themes\/(\w+)\.ts$/gm;
const THEMES_DECLARATION = 'var themes_exports = {};';

export const THEMES_ERROR =
  "prism-react-renderer's themes are not bundled for the browser (src/plugins/lazy-prism/themes.ts): choose them in docusaurus.config.ts, themeConfig.prism.";

export function withoutThemes(source: string): string {
  const declaration = source.indexOf(THEMES_DECLARATION);
  const markers = [...source.matchAll(THEME_MARKER)].map((match) => ({at: match.index, theme: match[1]!}));
  if (declaration < 0 || markers.length === 0 || !markers.some((marker) => marker.theme === KEPT_THEME)) {
    throw new Error(`prism-react-renderer: its bundle has no "${THEMES_DECLARATION}" or theme files; look again at src/plugins/lazy-prism/themes.ts.`);
  }
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'}) as Node & {body: Node[]};
  const themesEnd = source.indexOf('\n// src/', markers.at(-1)!.at + 1);
  const themeOf = (statement: Node) => markers.filter((marker) => marker.at < statement.start).at(-1)?.theme;
  // From the declaration to the next part of the bundle: the declaration, __export(themes_exports, {...})
  // (both replaced below) and every theme's statements but the kept one's.
  const dropped = program.body.filter(
    (statement) =>
      statement.start >= declaration &&
      (themesEnd < 0 || statement.start < themesEnd) &&
      (statement.start < markers[0]!.at || themeOf(statement) !== KEPT_THEME),
  );
  let code = source;
  for (const statement of [...dropped].reverse()) code = code.slice(0, statement.start) + code.slice(statement.end);
  const proxy = `var themes_exports = new Proxy({}, { get(_, name) { if (typeof name === 'string' && name !== 'then' && name !== '__esModule') throw new Error(${JSON.stringify(THEMES_ERROR)}); } });`;
  return code.slice(0, declaration) + proxy + code.slice(declaration);
}
