import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'returns nothing for an empty text', input: {text: ''}, expected: []},
  {name: 'returns nothing for whitespace only', input: {text: '   \n\t  '}, expected: []},
  {name: 'returns nothing for punctuation only', input: {text: '  ...  ,;: // '}, expected: []},
  {name: 'does not count a lone apostrophe as a word', input: {text: "  '  "}, expected: []},
  {name: 'does not count runs of apostrophes as words', input: {text: "'' ''' ' '' x"}, expected: ['x']},
  {name: 'returns a single word', input: {text: 'hello'}, expected: ['hello']},
  {name: 'returns two words when only two exist', input: {text: 'b a b'}, expected: ['b', 'a']},
  {name: 'orders the three most frequent words', input: {text: 'a a a  b  c c  d d d d  e e e e e'}, expected: ['e', 'd', 'a']},
  {
    name: 'ignores case and returns lower case',
    input: {text: 'Go go GO! Stop stop, wait WAIT wAiT wait'},
    expected: ['wait', 'go', 'stop'],
  },
  {name: 'gives the example on the page', input: {text: "It's late, it's LATE! Go"}, expected: ["it's", 'late', 'go']},
  {name: 'keeps apostrophes inside words and separates on slashes', input: {text: "can't//cant can't"}, expected: ["can't", 'cant']},
  {name: 'keeps leading and trailing apostrophes', input: {text: "'tis 'tis dogs' dogs' dogs' dogs"}, expected: ["dogs'", "'tis", 'dogs']},
  {name: 'treats digits as separators', input: {text: 'abc123abc 9abc'}, expected: ['abc']},
  {name: 'treats hyphens and underscores as separators', input: {text: 'well-known well_known'}, expected: ['well', 'known']},
  {name: 'treats non-ASCII letters as separators', input: {text: 'café cafe naïve'}, expected: ['caf', 'cafe', 'na']},
  {name: 'does not fold look-alike Unicode letters into ASCII', input: {text: '\u212A \u212A \u0130 \u0130 x'}, expected: ['x']},
  {name: 'keeps the first-seen word on a tie for first', input: {text: 'b a a b'}, expected: ['b', 'a']},
  {name: 'moves a later word ahead when it is more frequent', input: {text: 'a b c d d'}, expected: ['d', 'a', 'b']},
  {name: 'drops the fourth word of equal count', input: {text: 'w x y z'}, expected: ['w', 'x', 'y']},
  {name: 'keeps the first-seen word on a tie for third', input: {text: 'a a b b c d c d'}, expected: ['a', 'b', 'c']},
  {name: 'lets a late word take second place', input: {text: 'a a a b c d d'}, expected: ['a', 'd', 'b']},
  {name: 'lets a late word take third place', input: {text: 'a a a b b b c d e e'}, expected: ['a', 'b', 'e']},
  {name: 'puts a late word first over a full list', input: {text: 'a b c d d d'}, expected: ['d', 'a', 'b']},
  {
    name: 'counts a passage with punctuation and possessives',
    input: {text: "The cat and the dog. The dog and a bird; the bird's nest, and the cat's toy."},
    expected: ['the', 'and', 'dog'],
  },
] satisfies TestedCase<{text: string}, string[]>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {runs: 1000, apostrophes: 100_000, words: 300_000};
