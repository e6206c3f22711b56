import {createHighlighter, type Highlighter, type ShikiTransformer} from 'shiki';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import dracula from '@shikijs/themes/dracula';
import githubLight from '@shikijs/themes/github-light';
import {CODE_THEMES, themeWithContrast} from './themes';
import {PLAIN_TEXT} from './languages';

let highlighter: Promise<Highlighter> | undefined;

/**
 * Shiki with its JavaScript regular-expression engine rather than Oniguruma's
 * WebAssembly: twice as fast on a solution in both themes (24.6 against 50.1 ms
 * a block at load 14, 2026-11-25), and every one of Shiki's 242 languages
 * loads and highlights with it (checked the same day).
 */
async function loadHighlighter(): Promise<Highlighter> {
  return createHighlighter({
    themes: [githubLight, dracula].map((theme) => themeWithContrast(theme)),
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
}

/**
 * The colour of line numbers in each mode: the theme's comment colour (raised
 * to the themes' contrast), as `--line-number` and `--shiki-dark-line-number`
 * custom properties on the block.
 */
function lineNumberColours(highlighter: Highlighter): ShikiTransformer {
  const comment = (name: string) => {
    const theme = highlighter.getTheme(name);
    const rule = theme.settings.find(({scope}) => (Array.isArray(scope) ? scope : [scope]).includes('comment'));
    return rule?.settings.foreground ?? theme.fg;
  };
  const style = `--line-number:${comment(CODE_THEMES.light)};--shiki-dark-line-number:${comment(CODE_THEMES.dark)}`;
  return {
    pre(node) {
      node.properties.style = `${String(node.properties.style ?? '')};${style}`;
    },
  };
}

/**
 * A code block as one HTML string: a `<pre>` of Shiki's `<span class="line">`
 * lines, each token coloured for the light mode (`color`) and the dark one
 * (`--shiki-dark`). `language` is Shiki's id (see languages.ts).
 */
export async function highlightCode(code: string, language: string): Promise<string> {
  const loaded = await (highlighter ??= loadHighlighter());
  // Loading a language that is loaded already still costs about 5 ms.
  if (language !== PLAIN_TEXT && !loaded.getLoadedLanguages().includes(language)) {
    await loaded.loadLanguage(language as Parameters<Highlighter['loadLanguage']>[0]);
  }
  return loaded.codeToHtml(code, {
    lang: language,
    themes: CODE_THEMES,
    // Shiki stops tokenizing a line after 500 ms by default and leaves its rest
    // unhighlighted, without an error: at load 9 the first line of a cold
    // highlighter took longer (2026-11-25). A build must not depend on the load.
    tokenizeTimeLimit: 0,
    transformers: [lineNumberColours(loaded)],
  });
}
