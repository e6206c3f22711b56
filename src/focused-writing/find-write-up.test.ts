import {describe, expect, it} from 'vitest';
import {findWriteUp, type NamedWriteUp} from './find-write-up';

const WRITE_UPS: NamedWriteUp[] = [
  {path: 'Codewars/6 kyu Who likes it', title: '6 kyu Who likes it'},
  {path: 'LeetCode/Binary Search', title: 'Binary Search', number: 704},
  {path: 'LeetCode/Is Graph Bipartite', title: 'Is Graph Bipartite?', number: 785},
  {path: 'LeetCode/Ransom Note', title: 'Ransom Note', number: 383},
];

describe('findWriteUp', () => {
  it.each([
    {name: 'Binary Search', means: 'LeetCode/Binary Search', by: 'its folder'},
    {name: 'LeetCode/Binary Search', means: 'LeetCode/Binary Search', by: 'its folder with the platform'},
    {name: 'Is Graph Bipartite?', means: 'LeetCode/Is Graph Bipartite', by: 'its title, which the folder leaves characters out of'},
    {name: '704', means: 'LeetCode/Binary Search', by: 'its problem number'},
    {name: '#383', means: 'LeetCode/Ransom Note', by: 'its problem number after #'},
    {name: '  6 KYU who likes IT ', means: 'Codewars/6 kyu Who likes it', by: 'its title in any case, spaces around it aside'},
  ])('finds a write-up by $by', ({name, means}) => {
    expect(findWriteUp(name, WRITE_UPS).path).toBe(means);
  });

  it('fails on an unknown name, listing the three closest write-ups', () => {
    expect(() => findWriteUp('Binery Serch', WRITE_UPS)).toThrow(
      'No write-up is named "Binery Serch". Give a folder, a title or a problem number; the closest are:\n' +
        '  LeetCode/Binary Search (704)\n  LeetCode/Ransom Note (383)\n  LeetCode/Is Graph Bipartite (785)',
    );
  });

  it('puts write-ups whose names contain the typed name first', () => {
    expect(() => findWriteUp('Bipartite', WRITE_UPS)).toThrow(/the closest are:\n {2}LeetCode\/Is Graph Bipartite \(785\)\n/);
  });

  it('fails on a name that more than one write-up answers to, asking for the platform', () => {
    const twins = [...WRITE_UPS, {path: 'Codewars/Binary Search', title: 'Binary Search'}];
    expect(() => findWriteUp('binary search', twins)).toThrow(
      '"binary search" names more than one write-up: LeetCode/Binary Search, Codewars/Binary Search. Give the folder with its platform.',
    );
  });
});
