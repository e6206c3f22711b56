import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

/**
 * Every browser spec takes `test` and `expect` from tests/e2e/fixtures.ts, so
 * that every test gets the console-error check and the CDN block. Importing
 * them from '@playwright/test' directly would silently skip both.
 */

const testsDir = path.resolve(__dirname, '..');
const e2eDir = path.join(testsDir, 'e2e');
// Those of the built site (with the smoke tests on a 2,000-write-up copy, under e2e/scale/) and of the dev server (dev/).
const specs = ['e2e', 'dev'].flatMap((dir) =>
  readdirSync(path.join(testsDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join(dir, file)),
);

/** The values a source file imports from a module (type-only imports left out); `*` for a namespace or default import. */
function valueImports(source: string, from: string): string[] {
  const file = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== from) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) names.push('*');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

const RUNNER = ['test', 'expect', '*'];
const runnerImports = (source: string) => valueImports(source, '@playwright/test').filter((name) => RUNNER.includes(name));

describe('the check on browser specs', () => {
  it.each([
    {source: `import {test, expect} from '@playwright/test';`, expected: ['test', 'expect']},
    {source: `import {expect as check, type Page} from "@playwright/test";`, expected: ['expect']},
    {source: `import * as playwright from '@playwright/test';`, expected: ['*']},
    {source: `import playwright from '@playwright/test';`, expected: ['*']},
    {source: `import type {Page} from '@playwright/test';`, expected: []},
    {source: `import {type Page, type Locator, devices} from '@playwright/test';`, expected: []},
    {source: `import {test, expect} from './fixtures';`, expected: []},
    {source: `// import {test} from '@playwright/test';`, expected: []},
  ])('finds $expected in: $source', ({source, expected}) => {
    expect(runnerImports(source)).toEqual(expected);
  });
});

describe('the browser specs', () => {
  it('are there to check', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  it.each(specs)('%s takes test and expect from the fixtures, not from @playwright/test', (spec) => {
    const source = readFileSync(path.join(testsDir, spec), 'utf8');
    expect(runnerImports(source), `${spec}: import test and expect from its folder's fixtures`).toEqual([]);
    // The dev server's specs take them from tests/dev/fixtures.ts, which builds on tests/e2e/fixtures.ts.
    const fixturesDir = spec.startsWith(`dev${path.sep}`) ? path.join(testsDir, 'dev') : e2eDir;
    const fixtures = path
      .relative(path.dirname(path.join(testsDir, spec)), path.join(fixturesDir, 'fixtures'))
      .split(path.sep)
      .join('/');
    expect(valueImports(source, fixtures.startsWith('.') ? fixtures : `./${fixtures}`), spec).toContain('test');
  });

  it("tests/dev/fixtures.ts extends the browser tests' fixtures", () => {
    const source = readFileSync(path.join(testsDir, 'dev/fixtures.ts'), 'utf8');
    expect(runnerImports(source)).toEqual([]);
    expect(valueImports(source, '../e2e/fixtures')).toContain('test');
  });
});
