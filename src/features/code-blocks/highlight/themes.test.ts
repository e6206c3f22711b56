import dracula from '@shikijs/themes/dracula';
import githubLight from '@shikijs/themes/github-light';
import {describe, expect, it} from 'vitest';
import {contrastRatio} from './contrast';
import {CODE_CONTRAST, themeWithContrast} from './themes';

type Rule = {scope?: unknown; settings: {foreground?: string; background?: string; fontStyle?: string}};

describe('themeWithContrast', () => {
  it.each([
    {name: 'GitHub light', theme: githubLight, background: '#f6f8fa'},
    {name: 'Dracula', theme: dracula, background: '#282A36'},
  ])('gives every token colour of $name at least 4.5:1 on the block, and keeps scopes and font styles', ({theme, background}) => {
    const fixed = themeWithContrast(theme);
    expect(fixed.colors?.['editor.background']).toBe(background);
    const rules = fixed.tokenColors as Rule[];
    expect(rules.map((rule) => [rule.scope, rule.settings.fontStyle])).toEqual(
      (theme.tokenColors as Rule[]).map((rule) => [rule.scope, rule.settings.fontStyle]),
    );
    const colours = [fixed.colors!['editor.foreground']!, ...rules.flatMap((rule) => rule.settings.foreground ?? [])];
    expect(colours.length).toBeGreaterThan(10);
    for (const rule of rules) {
      const {foreground, background: own} = rule.settings;
      if (foreground) expect(contrastRatio(foreground, own ?? background), foreground).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(fixed.colors!['editor.foreground']!, background)).toBeGreaterThanOrEqual(CODE_CONTRAST);
  });

  it('changes the colours that fall short, and only those', () => {
    const theme = {
      name: 'test',
      colors: {'editor.background': '#ffffff', 'editor.foreground': '#000000'},
      tokenColors: [
        {scope: 'comment', settings: {foreground: '#999999'}},
        {scope: 'keyword', settings: {foreground: '#0000ff'}},
      ],
    };
    const [comment, keyword] = themeWithContrast(theme).tokenColors as Rule[];
    expect(comment!.settings.foreground).not.toBe('#999999');
    expect(contrastRatio(comment!.settings.foreground!, '#ffffff')).toBeGreaterThanOrEqual(CODE_CONTRAST);
    expect(keyword!.settings.foreground).toBe('#0000ff');
  });

  it('refuses a theme without a background to check against', () => {
    expect(() => themeWithContrast({name: 'bare', tokenColors: []})).toThrow(/"bare" has no editor.background/);
  });
});
