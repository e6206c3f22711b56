import {createHighlighter, type Highlighter, type ShikiTransformer} from 'shiki';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import dracula from '@shikijs/themes/dracula';
import githubLight from '@shikijs/themes/github-light';
import {CODE_THEMES, themeWithContrast} from './themes';
import {PLAIN_TEXT} from './languages';
import {codePalette, paletteCss, tokenClasses, type Palette} from './palette';

let highlighter: Promise<{highlighter: Highlighter; palette: Palette}> | undefined;

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

/** The highlighter, loaded once, and the palette of its themes. */
function loaded(): Promise<{highlighter: Highlighter; palette: Palette}> {
  return (highlighter ??= loadHighlighter().then((loaded) => ({highlighter: loaded, palette: codePalette(loaded)})));
}

/**
 * Colours by class, not by style: each token's inline style becomes its
 * palette classes (palette.ts), and the block's own colours come from the
 * palette's stylesheet.
 */
function paletteClasses(palette: Palette): ShikiTransformer {
  return {
    pre(node) {
      // Scrollable, so reachable by keyboard (axe's scrollable-region-focusable).
      node.properties = {class: 'shiki', tabindex: '0'};
    },
    span(node, _line, _column, _lineElement, token) {
      const classes = tokenClasses(token.htmlStyle ?? {}, palette);
      node.properties = classes ? {class: classes} : {};
    },
    line(node) {
      const merged: typeof node.children = [];
      for (const child of node.children) {
        const previous = merged.at(-1);
        const classes = child.type === 'element' ? child.properties.class : undefined;
        // A token in the block's own colours is its text alone; neighbours of one colour are one span.
        if (child.type === 'element' && !classes) merged.push(...child.children);
        else if (child.type === 'element' && previous?.type === 'element' && previous.properties.class === classes)
          previous.children.push(...child.children);
        else merged.push(child);
      }
      node.children = merged;
    },
  };
}

/** The stylesheet of the code blocks' colours (palette.ts). */
export async function codeColoursCss(): Promise<string> {
  return paletteCss((await loaded()).palette);
}

/**
 * A code block as one HTML string: a `<pre class="shiki">` of Shiki's
 * `<span class="line">` lines, each token coloured by its palette classes
 * (palette.ts) for both modes. `language` is Shiki's id (see languages.ts).
 */
export async function highlightCode(code: string, language: string): Promise<string> {
  const {highlighter, palette} = await loaded();
  // Loading a language that is loaded already still costs about 5 ms.
  if (language !== PLAIN_TEXT && !highlighter.getLoadedLanguages().includes(language)) {
    await highlighter.loadLanguage(language as Parameters<Highlighter['loadLanguage']>[0]);
  }
  return highlighter.codeToHtml(code, {
    lang: language,
    themes: CODE_THEMES,
    // Shiki stops tokenizing a line after 500 ms by default and leaves its rest
    // unhighlighted, without an error: at load 9 the first line of a cold
    // highlighter took longer (2026-11-25). A build must not depend on the load.
    tokenizeTimeLimit: 0,
    transformers: [paletteClasses(palette)],
  });
}
