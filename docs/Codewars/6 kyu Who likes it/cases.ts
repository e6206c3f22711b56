import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'says no one for an empty list', input: {names: []}, expected: 'no one likes this'},
  {name: 'uses the singular verb for one name', input: {names: ['Mei']}, expected: 'Mei likes this'},
  {name: 'joins two names with "and"', input: {names: ['Ravi', 'Olga']}, expected: 'Ravi and Olga like this'},
  {name: 'joins three names with a comma and "and"', input: {names: ['Tomás', 'Yuki', 'Femi']}, expected: 'Tomás, Yuki and Femi like this'},
  {
    name: 'counts two others for four names',
    input: {names: ['Lena', 'Omar', 'Ines', 'Kofi']},
    expected: 'Lena, Omar and 2 others like this',
  },
  {
    name: 'counts three others for five names',
    input: {names: ['Ann', 'Bo', 'Cy', 'Di', 'Ed']},
    expected: 'Ann, Bo and 3 others like this',
  },
  {
    name: 'counts 18 others for 20 names',
    input: {names: Array.from({length: 20}, (_, i) => `user${i}`)},
    expected: 'user0, user1 and 18 others like this',
  },
  {name: 'keeps the spaces in a name', input: {names: ['Ana María']}, expected: 'Ana María likes this'},
  {name: 'keeps duplicate names', input: {names: ['Sam', 'Sam']}, expected: 'Sam and Sam like this'},
] satisfies TestedCase<{names: string[]}, string>[];
