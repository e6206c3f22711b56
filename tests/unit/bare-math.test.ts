import {describe, expect, it} from 'vitest';
import {bareLetterRuns, describeBareIdentifier, findBareIdentifiers, findFormulas} from './bare-math';

describe('bareLetterRuns', () => {
  it.each([
    {name: 'accepts single-letter variables', tex: 'O(n \\log n)', expected: []},
    {name: 'accepts a product written with a space', tex: 'O(n m)', expected: []},
    {name: 'accepts a product written with \\cdot', tex: 'O(n \\cdot k)', expected: []},
    {name: 'accepts numbers and operators', tex: '10^5 \\cdot 10^4 = 10^9', expected: []},
    {name: 'accepts a single letter followed by digits', tex: 'x2 + 2n + n_1', expected: []},
    {name: 'finds two letters in a row after a digit', tex: 'a1bc', expected: ['a1bc']},
    {name: 'accepts command names', tex: '\\lfloor \\log_2 n \\rfloor + \\min(a, b) \\le \\varphi^n', expected: []},
    {name: 'accepts a name in \\mathit', tex: '\\mathit{nums}[j] - \\mathit{nums}[i]', expected: []},
    {name: 'accepts words in \\text', tex: 'n \\text{ halvings}', expected: []},
    {
      name: 'accepts \\texttt, \\mathrm and \\operatorname',
      tex: '\\texttt{low} + \\mathrm{cells}(n) + \\operatorname{fib}(n)',
      expected: [],
    },
    {name: 'accepts \\operatorname* and a space before the argument', tex: '\\operatorname*{argmax} + \\mathit {left}', expected: []},
    {name: 'accepts nested braces inside \\text', tex: '\\text{a {nested} word}', expected: []},
    {name: 'accepts environment names', tex: '\\begin{aligned} a &= b \\end{aligned}', expected: []},
    {name: 'accepts escaped symbols', tex: '\\{a, b\\} \\, \\; x', expected: []},
    {name: 'finds a bare name', tex: 'nums[j] - nums[i]', expected: ['nums', 'nums']},
    {name: 'finds two-letter names', tex: '0 \\le lo \\le hi', expected: ['lo', 'hi']},
    {name: 'finds a name with a digit, whole', tex: '|num2|', expected: ['num2']},
    {name: 'finds a product written without a space', tex: 'O(nm)', expected: ['nm']},
    {name: 'finds a bare name after a \\mathit group', tex: '\\mathit{low} + high', expected: ['high']},
    {name: 'finds a name inside a command that takes math, such as \\frac', tex: '\\frac{total}{2}', expected: ['total']},
    {name: 'finds a name in \\mathbf, which is not a name command', tex: '\\mathbf{ab}', expected: ['ab']},
    {name: 'finds a name right after a command with no argument', tex: '\\cdot count', expected: ['count']},
  ])('$name', ({tex, expected}) => {
    expect(bareLetterRuns(tex)).toEqual(expected);
  });
});

describe('findFormulas', () => {
  it('finds inline formulas with their line', () => {
    expect(findFormulas('One $a$ and\ntwo $b + c$.')).toEqual([
      {line: 1, source: '$a$', tex: 'a'},
      {line: 2, source: '$b + c$', tex: 'b + c'},
    ]);
  });

  it('finds a display formula over several lines, at the line of its opening', () => {
    expect(findFormulas('Text\n\n$$\nx^2\n$$\n')).toEqual([{line: 3, source: '$$\nx^2\n$$', tex: '\nx^2\n'}]);
  });

  it('finds a double-dollar formula inline', () => {
    expect(findFormulas('so $$a+b$$ holds')).toEqual([{line: 1, source: '$$a+b$$', tex: 'a+b'}]);
  });

  it('lets an inline formula run over a line break inside a paragraph', () => {
    expect(findFormulas('from $a +\nb$ on')).toEqual([{line: 1, source: '$a +\nb$', tex: 'a +\nb'}]);
  });

  it.each([
    {name: 'front matter', mdx: '---\ntitle: $ab$\n---\n\nText'},
    {name: 'inline code', mdx: 'Run `echo $HOME and $PATH` now'},
    {name: 'inline code with two backticks', mdx: 'See ``a ` $ab$`` here'},
    {name: 'a fenced code block', mdx: 'Text\n\n```ts\nconst s = `${ab}`; // $cd$\n```\n'},
    {name: 'a tilde fence', mdx: '~~~\n$ab$\n~~~'},
    {name: 'an escaped dollar sign', mdx: 'It costs \\$5 and \\$6.'},
    {name: 'a dollar sign left open', mdx: 'It costs $5.'},
    {name: 'an inline dollar that would close across a blank line', mdx: 'It costs $5.\n\nAnd $6.'},
  ])('ignores $name', ({mdx}) => {
    expect(findFormulas(mdx)).toEqual([]);
  });

  it('finds a formula after a fenced code block, on its own line number', () => {
    expect(findFormulas('```\ncode\n```\n\n$ab$')).toEqual([{line: 5, source: '$ab$', tex: 'ab'}]);
  });
});

describe('findBareIdentifiers', () => {
  it('lists each bare identifier with its formula and line', () => {
    const mdx = '---\nurl: x\n---\n\nWith $\\mathit{low}$ fine,\nbut $0 \\le low \\le high$ not.';
    expect(findBareIdentifiers(mdx)).toEqual([
      {line: 6, source: '$0 \\le low \\le high$', tex: '0 \\le low \\le high', identifier: 'low'},
      {line: 6, source: '$0 \\le low \\le high$', tex: '0 \\le low \\le high', identifier: 'high'},
    ]);
  });

  it('names an identifier once per formula', () => {
    expect(findBareIdentifiers('$nums[j] - nums[i]$').map(({identifier}) => identifier)).toEqual(['nums']);
  });

  it('finds nothing on a page that follows the convention', () => {
    expect(findBareIdentifiers('Time $O(n \\log n)$, with $\\mathit{nums}[i]$ and $$\n\\text{cells}(n)\n$$')).toEqual([]);
  });
});

describe('describeBareIdentifier', () => {
  it('names the file, the line, the formula and the fix', () => {
    const [problem] = findBareIdentifiers('A\n$|num2|$');
    expect(describeBareIdentifier('docs/LeetCode/X/README.mdx', problem!)).toBe(
      'docs/LeetCode/X/README.mdx:2: $|num2|$ sets "num2" as bare math, which reads as a product of single letters; ' +
        'write \\mathit{num2} (or \\text{} for words, a backslash for a command such as \\log), and a space or \\cdot for a product',
    );
  });
});
