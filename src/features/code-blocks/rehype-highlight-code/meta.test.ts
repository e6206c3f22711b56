import {describe, expect, it} from 'vitest';
import {parseCodeMeta} from './meta';

describe('parseCodeMeta', () => {
  it.each([
    {meta: undefined, expected: {showLineNumbers: false}},
    {meta: '', expected: {showLineNumbers: false}},
    {meta: 'title="two words.ts"', expected: {title: 'two words.ts', showLineNumbers: false}},
    {meta: "title='single.py' showLineNumbers", expected: {title: 'single.py', showLineNumbers: true}},
    {meta: 'showLineNumbers title="x.sql"', expected: {title: 'x.sql', showLineNumbers: true}},
  ])('reads $meta', ({meta, expected}) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });

  it.each(['{1,3}', 'title="a" live', 'showLineNumbers=5'])('refuses "%s", which the site would not show, naming what it takes', (meta) => {
    const result = parseCodeMeta(meta);
    expect('problem' in result && result.problem).toMatch(/is not something the site shows; it takes title="…" and showLineNumbers/);
  });
});
