import {describe, expect, it} from 'vitest';
import {languageId, unknownLanguageProblem} from './languages';

describe('languageId', () => {
  it.each([
    {name: 'ts', expected: 'typescript'},
    {name: 'TypeScript', expected: 'typescript'},
    {name: 'js', expected: 'javascript'},
    {name: 'py', expected: 'python'},
    {name: 'sql', expected: 'sql'},
    {name: 'rust', expected: 'rust'},
    {name: 'text', expected: 'text'},
    {name: 'plaintext', expected: 'text'},
    {name: undefined, expected: 'text'},
    {name: 'klingon', expected: undefined},
  ])('$name → $expected', ({name, expected}) => {
    expect(languageId(name)).toBe(expected);
  });
});

describe('unknownLanguageProblem', () => {
  it('names the language, where the names are, and the way to plain text', () => {
    expect(unknownLanguageProblem('klingon')).toMatch(/"klingon".*https:\/\/shiki\.style\/languages.*"text" for plain text/);
  });
});
