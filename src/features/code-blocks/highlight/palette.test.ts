import {describe, expect, it} from 'vitest';
import {paletteCss, tokenClasses, type Palette} from './palette';

const palette: Palette = {
  light: ['#000000', '#cc0000', '#0000cc'],
  dark: ['#00ccff', '#ff79c6', '#ffffff'],
  blocks: {
    light: {background: '#f6f8fa', foreground: '#000000', lineNumber: '#0000cc'},
    dark: {background: '#282a36', foreground: '#ffffff', lineNumber: '#00ccff'},
  },
};

describe('tokenClasses', () => {
  it.each<{style: Record<string, string>; classes: string; why: string}>([
    {style: {color: '#CC0000', '--shiki-dark': '#FF79C6'}, classes: 'l1 d1', why: 'names both colours by their place in the palette'},
    {
      style: {color: '#0000cc', '--shiki-light-font-style': 'inherit', '--shiki-dark': '#00ccff', '--shiki-dark-font-style': 'italic'},
      classes: 'l2 d0 di',
      why: 'gives a font style only to the mode whose theme has it',
    },
    {
      style: {color: '#cc0000', 'font-weight': 'bold', '--shiki-dark': '#ffffff'},
      classes: 'l1 lb d2',
      why: "reads the light theme's font style",
    },
    {style: {color: '#000000', '--shiki-dark': '#ffffff'}, classes: '', why: "gives no class to a token in the block's own colours"},
    {
      style: {color: '#000000', '--shiki-dark': '#ffffff', '--shiki-dark-font-style': 'italic'},
      classes: 'l0 d2 di',
      why: 'keeps the colours of a plain token with a style',
    },
  ])('$why', ({style, classes}) => {
    expect(tokenClasses(style, palette)).toBe(classes);
  });

  it('stops on a colour the palette does not have, rather than dropping it', () => {
    expect(() => tokenClasses({color: '#123456', '--shiki-dark': '#ffffff'}, palette)).toThrow(
      /light code theme gave a token the colour #123456, which is not in its palette/,
    );
  });

  it.each<{style: Record<string, string>; message: RegExp}>([
    {style: {'background-color': '#ffffff'}, message: /style background-color: #ffffff, which .* has no class for/},
    {style: {'--shiki-dark-font-style': 'oblique'}, message: /style --shiki-dark-font-style: oblique/},
  ])('stops on a style it has no class for: $style', ({style, message}) => {
    expect(() => tokenClasses(style, palette)).toThrow(message);
  });
});

describe('paletteCss', () => {
  const css = paletteCss(palette);

  it('colours each class in its mode, the dark ones only under the dark theme', () => {
    expect(css).toContain('.shiki .l1{color:#cc0000}');
    expect(css).toContain("[data-theme='dark'] .shiki .d1{color:#ff79c6}");
    expect(css).toContain(":root:not([data-theme='dark']) .shiki .li{font-style:italic}");
    expect(css).toContain("[data-theme='dark'] .shiki .di{font-style:italic}");
  });

  it("gives each mode's block its background, text and line-number colours", () => {
    expect(css).toContain('.shiki{background-color:#f6f8fa;color:#000000;--line-number:#0000cc}');
    expect(css).toContain("[data-theme='dark'] .shiki{background-color:#282a36;color:#ffffff;--line-number:#00ccff}");
  });
});
