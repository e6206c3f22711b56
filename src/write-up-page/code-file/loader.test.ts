import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseComplexity} from '../../features/approaches/Approaches/complexity';
import {eraseTypes} from '../../features/code-blocks/highlight/javascript';
import {codeFileModule, type ShownCodeFile} from './loader';

const SOLUTION = path.resolve(__dirname, '../../../docs/LeetCode/Binary Search/solution.ts');
const source = readFileSync(SOLUTION, 'utf8');

/** The value a generated `export default <JSON>;` module exports. */
function exported(module: string): unknown {
  const json = /^export default ([\s\S]*);$/.exec(module)?.[1];
  return JSON.parse(json!) as unknown;
}

/** The text of highlighted HTML, as a browser shows it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const CASES = path.join(path.dirname(SOLUTION), 'cases.ts');

describe('codeFileModule', () => {
  it('exports the file highlighted in TypeScript and in the JavaScript generated from it, with its name and complexity', async () => {
    const file = exported(await codeFileModule(source, SOLUTION, '', 'server').module) as ShownCodeFile;
    expect(file.file).toBe('solution.ts');
    expect(textOf(file.typescript)).toBe(source.trimEnd());
    expect(textOf(file.javascript)).toBe(eraseTypes(source.trimEnd(), SOLUTION).text.trimEnd());
    expect(file.typescript).toMatch(/^<pre class="shiki/);
    expect(file.complexity).toEqual(parseComplexity(source));
    expect(file.complexity).not.toBeNull();
  });

  it('records its steps on the first case of cases.ts, or on the case the query names, and depends on cases.ts', async () => {
    const first = codeFileModule(source, SOLUTION, '', 'server');
    expect(first.dependencies).toEqual([CASES]);
    expect((exported(await first.module) as ShownCodeFile).steps.caseIndex).toBe(0);
    const named = codeFileModule(
      source,
      SOLUTION,
      `?case=${encodeURIComponent('returns -1 for a target that falls between elements')}`,
      'server',
    );
    expect((exported(await named.module) as ShownCodeFile).steps).toMatchObject({caseIndex: 1, call: 'search([-1, 0, 3, 5, 9, 12], 2)'});
  });

  it('refuses another query, naming the file', async () => {
    await expect(codeFileModule(source, SOLUTION, '?raw', 'server').module).rejects.toThrow(
      /solution\.ts: code-file takes only \?case=…, not "raw"/,
    );
  });
});

describe('codeFileModule, asked twice for the same file', () => {
  it('makes the module once for the same text and bundle, again for new text', async () => {
    const file = path.join(path.dirname(SOLUTION), 'twice.ts');
    const first = codeFileModule(source, file, '', 'server').module;
    expect(codeFileModule(source, file, '', 'server').module).toBe(first);
    const edited = codeFileModule(`${source}// edited\n`, file, '', 'server').module;
    expect(edited).not.toBe(first);
    expect(await edited).toContain('// edited');
    const otherCase = codeFileModule(
      `${source}// edited\n`,
      file,
      `?case=${encodeURIComponent('finds the only element')}`,
      'server',
    ).module;
    expect(otherCase).not.toBe(edited);
    expect(await otherCase).toContain('search([5], 5)');
  });

  it.each([
    {bundle: 'server', table: /^<table>/},
    {bundle: 'browser', table: /^$/},
  ] as const)('gives the $bundle the table of steps as $table, the rest as the other bundle has it', async ({bundle, table}) => {
    const file = path.join(path.dirname(SOLUTION), 'both.ts');
    const server = exported(await codeFileModule(source, file, '', 'server').module) as ShownCodeFile;
    const asked = exported(await codeFileModule(source, file, '', bundle).module) as ShownCodeFile;
    expect(asked.steps.table).toMatch(table);
    expect({...asked, steps: {...asked.steps, table: ''}}).toEqual({...server, steps: {...server.steps, table: ''}});
  });
});
