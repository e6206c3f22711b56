import type {Highlighter} from 'shiki';
import {CODE_THEMES} from './themes';

/**
 * The colours each mode's code theme draws with, lower case and sorted: the
 * block's foreground and every token colour the theme declares. A token names
 * its colours by their place here (`l3 d5`) rather than in an inline style:
 * at 2,000 write-ups the inline styles were half of every code block's markup,
 * in each page's HTML and again in its script.
 */
export type Palette = {
  light: readonly string[];
  dark: readonly string[];
  /** Each mode's block: its background, text and line-number colours. */
  blocks: Record<Mode, {background: string; foreground: string; lineNumber: string}>;
};

type Mode = keyof typeof CODE_THEMES;

/** The palette of the highlighter's two themes. */
export function codePalette(highlighter: Highlighter): Palette {
  const read = (mode: Mode) => {
    const theme = highlighter.getTheme(CODE_THEMES[mode]);
    const comment = theme.settings.find(({scope}) => (Array.isArray(scope) ? scope : [scope]).includes('comment'));
    const colours = [theme.fg, ...theme.settings.flatMap(({settings}) => settings.foreground ?? [])];
    return {
      colours: [...new Set(colours.map((colour) => colour.toLowerCase()))].sort(),
      // Line numbers take the theme's comment colour, as quiet as the code allows.
      block: {background: theme.bg, foreground: theme.fg.toLowerCase(), lineNumber: comment?.settings.foreground ?? theme.fg},
    };
  };
  const light = read('light');
  const dark = read('dark');
  return {light: light.colours, dark: dark.colours, blocks: {light: light.block, dark: dark.block}};
}

/** The font styles a theme may give a token, as CSS, and the letter of each one's class. */
const FONT_CLASSES: Record<string, string> = {
  'font-style:italic': 'i',
  'font-weight:bold': 'b',
  'text-decoration:underline': 'u',
  'text-decoration:line-through': 's',
};

/** The selector of the dark mode, which Docusaurus sets on `<html>` before the first paint. */
const DARK = "[data-theme='dark']";

/**
 * A token's classes for the inline style Shiki gives it in two themes
 * (`color:#CE3846;--shiki-dark:#FF79C6;--shiki-dark-font-style:italic`):
 * `l<i>` and `d<i>` for its light and dark colours, `li`/`di` for italics in
 * either mode (and `b` bold, `u` underline, `s` line-through). A colour or
 * property the palette does not know stops the build: it would otherwise be
 * dropped silently, and Shiki has changed how it writes these styles before.
 */
export function tokenClasses(style: Readonly<Record<string, string>>, palette: Palette): string {
  const classes: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (property === 'color' || property === '--shiki-dark') {
      const mode = property === 'color' ? 'light' : 'dark';
      const index = palette[mode].indexOf(value.toLowerCase());
      if (index < 0)
        throw new Error(
          `The ${mode} code theme gave a token the colour ${value}, which is not in its palette (src/features/code-blocks/highlight/palette.ts).`,
        );
      classes.push(`${mode[0]}${index}`);
      continue;
    }
    const [, mode, name] = /^(?:--shiki-(light|dark)-)?(font-style|font-weight|text-decoration)$/.exec(property) ?? [];
    const letter = FONT_CLASSES[`${name}:${value}`];
    if (letter) classes.push(`${mode === 'dark' ? 'd' : 'l'}${letter}`);
    else if (!name || !['inherit', 'normal', 'none'].includes(value))
      throw new Error(
        `The code theme gave a token the style ${property}: ${value}, which src/features/code-blocks/highlight/palette.ts has no class for.`,
      );
  }
  const joined = classes.join(' ');
  // A token in the block's own colours in both modes needs no class.
  const {light, dark} = palette.blocks;
  return joined === `l${palette.light.indexOf(light.foreground)} d${palette.dark.indexOf(dark.foreground)}` ? '' : joined;
}

/**
 * The stylesheet of the palette's classes. Light colours apply in both modes
 * and dark ones override them under `[data-theme='dark']`, which Docusaurus
 * sets before the first paint, so neither a load nor a toggle shows the wrong
 * colours. A light font style applies only outside dark mode, and the reverse.
 */
export function paletteCss(palette: Palette): string {
  const {light, dark} = palette.blocks;
  return [
    `.shiki{background-color:${light.background};color:${light.foreground};--line-number:${light.lineNumber}}`,
    `${DARK} .shiki{background-color:${dark.background};color:${dark.foreground};--line-number:${dark.lineNumber}}`,
    ...palette.light.map((colour, index) => `.shiki .l${index}{color:${colour}}`),
    ...palette.dark.map((colour, index) => `${DARK} .shiki .d${index}{color:${colour}}`),
    ...Object.entries(FONT_CLASSES).flatMap(([css, letter]) => [
      `:root:not(${DARK}) .shiki .l${letter}{${css}}`,
      `${DARK} .shiki .d${letter}{${css}}`,
    ]),
  ].join('\n');
}
