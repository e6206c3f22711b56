import {describe, expect, it} from 'vitest';
import {
  DRAFT_PREFIX,
  SOLVED_KEY,
  clearSolved,
  filterByProgress,
  markSolved,
  passedEveryCase,
  readDraft,
  readSolved,
  routeKey,
  saveDraft,
  type StorageSource,
} from './progress';

/** localStorage as a Map. */
function memoryStorage(): {source: StorageSource; items: Map<string, string>} {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return {source: () => storage, items};
}

const blocked: StorageSource = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('routeKey', () => {
  it.each([
    ['/solve-problems/LeetCode/Binary%20Search/', '/solve-problems/LeetCode/Binary Search/'],
    ['/solve-problems/LeetCode/Binary Search', '/solve-problems/LeetCode/Binary Search/'],
    ['/solve-problems/Codewars/6%20kyu%20Who%20likes%20it//', '/solve-problems/Codewars/6 kyu Who likes it/'],
    ['/solve-problems/100%/', '/solve-problems/100%/'],
  ])('%s is %s', (pathname, key) => {
    expect(routeKey(pathname)).toBe(key);
  });
});

describe('solved marks', () => {
  it('marks a write-up once, by its route however it is spelt', () => {
    const {source, items} = memoryStorage();
    expect(markSolved(source, '/a/Binary%20Search/')).toBe(true);
    expect(markSolved(source, '/a/Binary Search')).toBe(false);
    expect(markSolved(source, '/a/Two Sum/')).toBe(true);
    expect(readSolved(source)).toEqual(new Set(['/a/Binary Search/', '/a/Two Sum/']));
    expect(JSON.parse(items.get(SOLVED_KEY)!)).toEqual(['/a/Binary Search/', '/a/Two Sum/']);
  });

  it('clears every mark and keeps the drafts', () => {
    const {source} = memoryStorage();
    markSolved(source, '/a/');
    saveDraft(source, '/a/', 'export function f() {}');
    clearSolved(source);
    expect(readSolved(source)).toEqual(new Set());
    expect(readDraft(source, '/a/')).toBe('export function f() {}');
  });

  it.each([
    ['not JSON', '[oops'],
    ['not an array', '{"a": 1}'],
  ])('reads nothing from a stored value that is %s', (_, stored) => {
    const {source, items} = memoryStorage();
    items.set(SOLVED_KEY, stored);
    expect(readSolved(source)).toEqual(new Set());
  });

  it('reads nothing and writes nothing when storage is blocked', () => {
    expect(readSolved(blocked)).toEqual(new Set());
    expect(markSolved(blocked, '/a/')).toBe(false);
    expect(() => clearSolved(blocked)).not.toThrow();
  });
});

describe('drafts', () => {
  it('keeps a draft per write-up and survives a new reader of the same storage', () => {
    const {source, items} = memoryStorage();
    saveDraft(source, '/a/Binary%20Search/', 'one');
    saveDraft(source, '/a/Two Sum/', 'two');
    expect(items.get(`${DRAFT_PREFIX}/a/Binary Search/`)).toBe('one');
    expect(readDraft(source, '/a/Binary Search')).toBe('one');
    expect(readDraft(source, '/a/Two Sum/')).toBe('two');
    expect(readDraft(source, '/a/Other/')).toBeUndefined();
  });

  it('forgets a draft emptied by the reader', () => {
    const {source} = memoryStorage();
    saveDraft(source, '/a/', 'one');
    saveDraft(source, '/a/', '  \n');
    expect(readDraft(source, '/a/')).toBeUndefined();
  });

  it('gives no draft and drops a save when storage is blocked', () => {
    expect(readDraft(blocked, '/a/')).toBeUndefined();
    expect(() => saveDraft(blocked, '/a/', 'one')).not.toThrow();
  });
});

describe('filterByProgress', () => {
  const problems = [{permalink: '/a/One/'}, {permalink: '/a/Two/'}, {permalink: '/a/Three/'}];
  const solved = new Set(['/a/Two/']);
  it.each([
    ['all', ['/a/One/', '/a/Two/', '/a/Three/']],
    ['solved', ['/a/Two/']],
    ['unsolved', ['/a/One/', '/a/Three/']],
  ] as const)('%s shows %o', (choice, shown) => {
    expect(filterByProgress(problems, solved, choice).map(({permalink}) => permalink)).toEqual(shown);
  });
});

describe('passedEveryCase', () => {
  it.each([
    ['every case passed', [true, true], false, true],
    ['one case failed', [true, false], false, false],
    ['the run was stopped at the time limit', [true, true], true, false],
    ['there were no cases', [], false, false],
  ])('%s: %s', (_, passed, stopped, solved) => {
    expect(
      passedEveryCase(
        passed.map((value) => ({passed: value})),
        stopped,
      ),
    ).toBe(solved);
  });
});
