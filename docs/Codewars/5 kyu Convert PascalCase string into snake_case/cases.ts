import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'splits two words', input: {input: 'OrderItem'}, expected: 'order_item'},
  {name: 'splits three words', input: {input: 'SaveUserProfile'}, expected: 'save_user_profile'},
  {name: 'keeps a digit inside the word before it', input: {input: 'Room9Light'}, expected: 'room9_light'},
  {name: 'keeps digits in the middle and at the end', input: {input: 'ParseHttpRequest2Json'}, expected: 'parse_http_request2_json'},
  {name: 'keeps trailing digits in the last word', input: {input: 'Level42'}, expected: 'level42'},
  {name: 'treats a leading digit as the first word', input: {input: '7Up'}, expected: '7_up'},
  {name: 'does not put an underscore before the first capital', input: {input: 'Single'}, expected: 'single'},
  {name: 'lowers a single capital', input: {input: 'A'}, expected: 'a'},
  {name: 'splits every capital of an acronym', input: {input: 'ABC'}, expected: 'a_b_c'},
  {name: 'leaves an already lower-case string alone', input: {input: 'plain'}, expected: 'plain'},
  {name: 'also converts camelCase', input: {input: 'camelCase'}, expected: 'camel_case'},
  {name: 'returns an empty string for an empty string', input: {input: ''}, expected: ''},
  {name: 'handles non-ASCII capitals', input: {input: 'ÜberÄrgerÖl'}, expected: 'über_ärger_öl'},
  {name: 'handles Greek capitals', input: {input: 'ΑλφαΒήτα'}, expected: 'αλφα_βήτα'},
  {name: 'returns the number 42 as text', input: {input: 42}, expected: '42'},
  {name: 'returns zero as text', input: {input: 0}, expected: '0'},
  {name: 'writes minus zero as plain zero', input: {input: -0}, expected: '0'},
  {name: 'returns a negative number as text', input: {input: -12}, expected: '-12'},
  {name: 'returns a fraction as text', input: {input: 3.5}, expected: '3.5'},
  {name: 'keeps the shortest digits that read back as the same number', input: {input: 0.1 + 0.2}, expected: '0.30000000000000004'},
  {name: 'keeps the capitals of NaN', input: {input: Number.NaN}, expected: 'NaN'},
  {name: 'keeps the capital of Infinity', input: {input: Number.POSITIVE_INFINITY}, expected: 'Infinity'},
  {name: 'keeps the sign and capital of minus Infinity', input: {input: Number.NEGATIVE_INFINITY}, expected: '-Infinity'},
  {name: 'keeps a large exponent as JavaScript writes it', input: {input: 1e21}, expected: '1e+21'},
  {name: 'keeps a small exponent as JavaScript writes it', input: {input: 1e-7}, expected: '1e-7'},
  {name: 'writes the largest double in exponent form', input: {input: Number.MAX_VALUE}, expected: '1.7976931348623157e+308'},
] satisfies TestedCase<{input: string | number}, string>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {runs: 1000, words: 10_000};
