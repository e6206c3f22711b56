import {describe, expect, it} from 'vitest';
import {statusMessage} from './status';

/** A finished search with `total` results, of which `shownCount` are shown. */
const found = (query: string, total: number, shownCount = total) => ({query, total, results: Array.from({length: shownCount})});

describe('statusMessage', () => {
  it.each([
    {name: 'says nothing without an index', library: 'absent', term: 'array', shown: undefined, message: undefined},
    {name: 'says when Pagefind could not load', library: 'failed', term: 'array', shown: undefined, message: 'Search could not load.'},
    {
      name: 'invites a word before the first keystroke',
      library: 'ready',
      term: '',
      shown: undefined,
      message: 'Type a word from a title, the text or the code of a write-up.',
    },
    {name: 'says it is searching while Pagefind loads', library: 'loading', term: 'array', shown: undefined, message: 'Searching…'},
    {name: 'says it is searching until the results arrive', library: 'ready', term: 'array', shown: undefined, message: 'Searching…'},
    {
      name: 'says when nothing matches, quoting the term',
      library: 'ready',
      term: 'qwxzv',
      shown: found('qwxzv', 0),
      message: 'No write-up matches “qwxzv”.',
    },
    {name: 'counts one result', library: 'ready', term: 'logarithmic', shown: found('logarithmic', 1), message: '1 result.'},
    {name: 'counts several results', library: 'ready', term: '704', shown: found('704', 3), message: '3 results.'},
    {
      name: 'says how many of the results are shown',
      library: 'ready',
      term: 'array',
      shown: found('array', 12, 8),
      message: '12 results, the first 8 shown.',
    },
  ] as const)('$name', ({library, term, shown, message}) => {
    expect(statusMessage({library, term, shown})).toBe(message);
  });
});
