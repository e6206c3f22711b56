import {describe, expect, it} from 'vitest';
import {MIN_CONTRAST, contrastRatio, parseColor, withContrast} from './contrast';

describe('parseColor', () => {
  it.each([
    {color: '#fff', expected: [255, 255, 255]},
    {color: '#1f6f5c', expected: [31, 111, 92]},
    {color: 'rgb(98, 114, 164)', expected: [98, 114, 164]},
    {color: 'tomato', expected: undefined},
  ])('$color → $expected', ({color, expected}) => {
    expect(parseColor(color)).toEqual(expected);
  });
});

describe('contrastRatio', () => {
  it.each([
    {a: '#000000', b: '#ffffff', expected: 21},
    {a: '#ffffff', b: '#ffffff', expected: 1},
    {a: '#999988', b: '#f6f8fa', expected: 2.71},
    {a: 'rgb(98, 114, 164)', b: '#282A36', expected: 3.03},
  ])('$a on $b is $expected', ({a, b, expected}) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('withContrast', () => {
  it.each([
    {name: 'a grey comment on a light background', color: '#999988', background: '#f6f8fa'},
    {name: 'a teal number on a light background', color: '#36acaa', background: '#f6f8fa'},
    {name: 'a blue-grey comment on a dark background', color: 'rgb(98, 114, 164)', background: '#282A36'},
    {name: 'a colour far too light', color: '#f0f0f0', background: '#ffffff'},
  ])('raises $name to the minimum contrast, keeping its hue close', ({color, background}) => {
    const fixed = withContrast(color, background);
    expect(contrastRatio(fixed, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(fixed, background)).toBeLessThan(MIN_CONTRAST + 0.3);
  });

  it.each([
    {color: '#00009f', background: '#f6f8fa'},
    {color: '#F8F8F2', background: '#282A36'},
  ])('leaves $color on $background as it is', ({color, background}) => {
    expect(withContrast(color, background)).toBe(color);
  });
});
