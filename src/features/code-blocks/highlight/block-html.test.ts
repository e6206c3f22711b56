import {describe, expect, it} from 'vitest';
import {blockHtml, blockText} from './block-html';

describe('blockHtml', () => {
  it('puts each line in a line span inside a focusable pre', () => {
    expect(blockHtml('a\n\nb', () => '')).toBe(
      '<pre class="shiki" tabindex="0"><code><span class="line">a</span>\n<span class="line"></span>\n<span class="line">b</span></code></pre>',
    );
  });

  it('gives each run of characters of the same classes one span, and a space the span it is in', () => {
    const classes = ['k', 'k', '', '', '', 'v'];
    expect(blockHtml('if x 1', (index) => classes[index]!)).toContain(
      '<span class="line"><span class="k">if </span>x <span class="v">1</span></span>',
    );
  });

  it('escapes the characters HTML would read as markup, and counts a character outside the BMP as two', () => {
    const html = blockHtml('a<b && "😀"x', (index) => (index === 11 ? 'x' : ''));
    expect(html).toContain('a&lt;b &amp;&amp; "😀"<span class="x">x</span>');
  });
});

describe('blockText', () => {
  it.each([
    {what: 'code with markup characters and entities as text', code: 'if (a < b && c > d) return "&lt;";\n\n  x;'},
    {what: 'a character outside the BMP', code: 'const s = "😀";'},
  ])('reads back exactly the code a block was made of: $what', ({code}) => {
    expect(blockText(blockHtml(code, (index) => (index % 3 === 0 ? 'l1 d2' : '')))).toBe(code);
  });
});
