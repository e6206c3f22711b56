/**
 * The JavaScript tab of every write-up runs: the JavaScript the build
 * generates from each tested file (src/features/code-blocks/highlight/javascript.ts) returns what
 * the tested TypeScript returns on every case of the write-up's cases.ts, and
 * the TypeScript is held to each case's expected value by the write-up's own
 * tests.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {blockText} from '../../src/features/code-blocks/highlight/block-html';
import {codeFileModule, type ShownCodeFile} from '../../src/write-up-page/code-file/loader';
import {approachFiles} from '../../src/write-up/folders';
import type {TestedCase} from '../../src/test-kit/types';
import {WRITE_UP_ROUTES} from '../site/routes';

const siteDir = path.resolve(__dirname, '../..');
// A path with a space and Chinese characters, as an owner's checkout may have.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'javascript view 解題-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

type Module = Record<string, unknown>;

/** What a call returns, or the message it throws, so that both can be compared. */
function outcome(fn: (...args: unknown[]) => unknown, input: Record<string, unknown>): unknown {
  try {
    // A case's input holds the arguments by parameter name, in call order; each call gets its own copy.
    return {returns: fn(...Object.values(structuredClone(input)))};
  } catch (error) {
    return {throws: error instanceof Error ? error.message : String(error)};
  }
}

const FILES = WRITE_UP_ROUTES.flatMap(({folder}) =>
  approachFiles(readdirSync(path.join(siteDir, folder))).map((file) => ({folder, file, name: `${folder}/${file}`})),
).map((entry, index) => ({...entry, index}));

describe.each(FILES)('the JavaScript of $name', ({folder, file, index}) => {
  it('returns what the tested TypeScript returns on every case of cases.ts', async () => {
    const source = path.join(siteDir, folder, file);
    // The JavaScript tab's code, as the page shows it and its code runner runs it.
    const module = await codeFileModule(readFileSync(source, 'utf8'), source, '', 'browser', siteDir).module;
    const javascript = blockText((JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as ShownCodeFile).javascript);
    const target = path.join(scratch, `${index}.mjs`);
    writeFileSync(target, javascript);
    const generated = (await import(pathToFileURL(target).href)) as Module;
    const tested = (await import(source)) as Module;
    const {cases} = (await import(path.join(siteDir, folder, 'cases.ts'))) as {cases: TestedCase[]};
    const functions = Object.keys(tested).filter((name) => typeof tested[name] === 'function');
    expect(functions.length).toBeGreaterThan(0);
    expect(Object.keys(generated).sort()).toEqual(Object.keys(tested).sort());
    for (const name of functions) {
      for (const {name: caseName, input} of cases) {
        const run = (module: Module) => outcome(module[name] as (...args: unknown[]) => unknown, input);
        expect(run(generated), `${name}: ${caseName}`).toEqual(run(tested));
      }
    }
  });
});
