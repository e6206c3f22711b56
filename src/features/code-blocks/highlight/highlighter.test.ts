import {describe, expect, it} from 'vitest';
import {codeColoursCss, highlightCode} from './highlighter';

describe('highlightCode', () => {
  it('colours tokens with classes that the stylesheet defines, and no inline style', async () => {
    const html = await highlightCode('/** A comment. */\nexport const answer: number = 42;', 'typescript');
    expect(html).not.toContain('style=');
    const css = await codeColoursCss();
    const classes = [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap(([, names]) => names!.split(' '))
      .filter((name) => !['shiki', 'line'].includes(name));
    expect(classes.length).toBeGreaterThan(4);
    for (const name of classes) expect(css, name).toContain(`.shiki .${name}{`);
  });

  it("writes a token in the block's own colours as its text alone, and neighbours of one colour as one span", async () => {
    const html = await highlightCode('export function f() {}', 'typescript');
    expect(html).toMatch(/<span class="l\d+ d\d+">export function\s*<\/span>/);
    expect(html).toContain('() {}');
  });
});
