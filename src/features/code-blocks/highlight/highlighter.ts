import {createHighlighter, type Highlighter} from 'shiki';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import dracula from '@shikijs/themes/dracula';
import githubLight from '@shikijs/themes/github-light';
import {CODE_THEMES, themeWithContrast} from './themes';
import {PLAIN_TEXT} from './languages';
import {blockHtml} from './block-html';
import {codePalette, paletteCss, tokenClasses, type Palette} from './palette';

let highlighter: Promise<{highlighter: Highlighter; palette: Palette}> | undefined;

/**
 * Shiki with its JavaScript regular-expression engine rather than Oniguruma's
 * WebAssembly: twice as fast on a solution in both themes, and every one of Shiki's 242 languages
 * loads and highlights with it (checked the same day).
 */
async function loadHighlighter(): Promise<Highlighter> {
  return createHighlighter({
    themes: [githubLight, dracula].map((theme) => themeWithContrast(theme)),
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
}

/** The highlighter, loaded once, and the palette of its themes. */
function loaded(): Promise<{highlighter: Highlighter; palette: Palette}> {
  return (highlighter ??= loadHighlighter().then((loaded) => ({highlighter: loaded, palette: codePalette(loaded)})));
}

/** The stylesheet of the code blocks' colours (palette.ts). */
export async function codeColoursCss(): Promise<string> {
  return paletteCss((await loaded()).palette);
}

/**
 * Each character's palette classes (palette.ts) in `code`: its token's
 * colours in both modes ('' for the block's own colours). `language` is
 * Shiki's id (see languages.ts).
 */
export async function characterClasses(code: string, language: string): Promise<string[]> {
  const {highlighter, palette} = await loaded();
  // Loading a language that is loaded already still costs about 5 ms.
  if (language !== PLAIN_TEXT && !highlighter.getLoadedLanguages().includes(language)) {
    await highlighter.loadLanguage(language as Parameters<Highlighter['loadLanguage']>[0]);
  }
  const classes = Array.from<string>({length: code.length}).fill('');
  const {tokens} = highlighter.codeToTokens(code, {
    lang: language as Parameters<Highlighter['codeToTokens']>[1]['lang'],
    themes: CODE_THEMES,
    // Shiki stops tokenizing a line after 500 ms by default and leaves its rest
    // unhighlighted, without an error: at load 9 the first line of a cold
    // highlighter took longer. A build must not depend on the load.
    tokenizeTimeLimit: 0,
  });
  for (const token of tokens.flat()) {
    const names = tokenClasses(token.htmlStyle ?? {}, palette);
    if (names) classes.fill(names, token.offset, token.offset + token.content.length);
  }
  return classes;
}

/** A code block highlighted in the build, as one HTML string: `code` in its lines, each character in its classes. */
export async function highlightCode(code: string, language: string): Promise<string> {
  const classes = await characterClasses(code, language);
  return blockHtml(code, (index) => classes[index]!);
}
