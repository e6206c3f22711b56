import type {ThemeRegistration} from 'shiki';
import {withContrast} from './contrast';

/** The code themes of the two colour modes: GitHub on light pages, Dracula on dark ones (the stock Docusaurus pair). */
export const CODE_THEMES = {light: 'github-light', dark: 'dracula'} as const;

/**
 * Backgrounds other than the theme's own: GitHub's white would vanish into the
 * page, so the light block takes the grey of GitHub's own code blocks (as the
 * stock Docusaurus GitHub theme does).
 */
const BACKGROUNDS: Partial<Record<string, string>> = {'github-light': '#f6f8fa'};

/**
 * The contrast every token gets on its background: WCAG AA's 4.5:1, plus 0.1
 * so that a colour rounded to a hex byte never lands just under it. The stock
 * themes miss it on these backgrounds: GitHub's keywords (#d73a49, 4.30:1 on
 * #f6f8fa) fail AA, its comments (#6a737d, 4.52:1) barely pass, and Dracula's
 * comments (#6272A4, 3.03:1) fail.
 */
export const CODE_CONTRAST = 4.6;

type Settings = {foreground?: string; background?: string; fontStyle?: string};

/**
 * A Shiki theme whose foreground colours all have at least `min` contrast on
 * the background they are drawn on (the token's own, else the editor's).
 */
export function themeWithContrast(theme: ThemeRegistration, min: number = CODE_CONTRAST): ThemeRegistration {
  const background = BACKGROUNDS[theme.name ?? ''] ?? theme.colors?.['editor.background'];
  if (!background) throw new Error(`The code theme "${theme.name}" has no editor.background colour to check its tokens against.`);
  const fix = (settings: Settings): Settings =>
    settings.foreground === undefined
      ? settings
      : {...settings, foreground: withContrast(settings.foreground, settings.background ?? background, min)};
  return {
    ...theme,
    colors: {
      ...theme.colors,
      'editor.background': background,
      'editor.foreground': withContrast(theme.colors?.['editor.foreground'] ?? '#000000', background, min),
    },
    tokenColors: (theme.tokenColors ?? []).map((rule) => ({...rule, settings: fix(rule.settings as Settings)})),
  };
}
