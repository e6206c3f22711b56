import {describe, expect, it} from 'vitest';
import {isIndexName, pointersInto} from './pointers';
import type {Variable} from '../solution-worker/trace';

const variable = (name: string, text: string, cells?: string[]): Variable => ({name, frame: 1, value: cells ? {text, cells} : {text}});

describe('isIndexName', () => {
  it.each(['i', 'j', 'low', 'high', 'mid', 'left', 'right', 'start', 'end', 'position', 'startIndex'])('reads %s as an index', (name) => {
    expect(isIndexName(name)).toBe(true);
  });
  it.each(['sum', 'count', 'best', 'value', 'target', 'index2'])('does not read %s as one', (name) => {
    expect(isIndexName(name)).toBe(false);
  });
});

describe('pointersInto', () => {
  const nums = variable('nums', '[1, 2, 3]', ['1', '2', '3']);

  it('points each index variable at the cell it holds, several at one cell', () => {
    const pointers = pointersInto(nums, [nums, variable('low', '0'), variable('mid', '2'), variable('high', '2')]);
    expect([...pointers]).toEqual([
      [0, ['low']],
      [2, ['mid', 'high']],
    ]);
  });

  it.each([
    {name: 'past the end', value: '3'},
    {name: 'negative', value: '-1'},
    {name: 'not an integer', value: '1.5'},
    {name: 'a string', value: '"1"'},
  ])('leaves out an index $name', ({value}) => {
    expect(pointersInto(nums, [nums, variable('i', value)]).size).toBe(0);
  });

  it('leaves out a variable not named like an index', () => {
    expect(pointersInto(nums, [nums, variable('target', '1')]).size).toBe(0);
  });
});
