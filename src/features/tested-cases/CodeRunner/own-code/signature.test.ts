import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {readSignature, signatureStub} from './signature';

const DOCS = path.resolve(__dirname, '../../../../../docs');
const SOLUTIONS = readdirSync(DOCS, {recursive: true, encoding: 'utf8'})
  .filter((file) => path.basename(file) === 'solution.ts')
  .sort();

/** The exported function of a TypeScript text as the compiler reads it: name, parameters and return type, as text. */
function exported(text: string) {
  const source = ts.createSourceFile('solution.ts', text, ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export) !== 0,
  );
  return {
    name: declaration?.name?.text,
    parameters: declaration?.parameters.map((parameter) => parameter.getText(source)),
    returns: declaration?.type?.getText(source),
    body: declaration?.body?.statements.length,
  };
}

/** The syntax errors the compiler finds in a TypeScript text. */
function syntaxErrors(text: string): string[] {
  const {diagnostics = []} = ts.transpileModule(text, {reportDiagnostics: true, compilerOptions: {module: ts.ModuleKind.ESNext}});
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('signatureStub', () => {
  it('finds every write-up', () => {
    expect(SOLUTIONS.length).toBeGreaterThanOrEqual(21);
  });

  it.each(SOLUTIONS)('%s: valid TypeScript, the same function and parameters, an empty body', (file) => {
    const text = readFileSync(path.join(DOCS, file), 'utf8');
    const stub = signatureStub(text);
    expect(syntaxErrors(stub)).toEqual([]);
    const original = exported(text);
    expect(original.name).toBeDefined();
    expect(exported(stub)).toEqual({...original, body: 0});
  });

  it.each([
    [
      'an object return type',
      'export function f(a: number): {a: number} {\n  return {a};\n}',
      'export function f(a: number): {a: number} {\n  \n}\n',
    ],
    [
      'a generic function',
      'export function first<T>(items: T[]): T | undefined {\n  return items[0];\n}',
      'export function first<T>(items: T[]): T | undefined {\n  \n}\n',
    ],
    [
      'a function type parameter',
      'export function apply(f: (x: number) => number, x: number): number {\n  return f(x);\n}',
      'export function apply(f: (x: number) => number, x: number): number {\n  \n}\n',
    ],
    ['no return type', 'export function g(s: string) {\n  return s;\n}', 'export function g(s: string) {\n  \n}\n'],
  ])('keeps %s whole', (_, text, stub) => {
    expect(signatureStub(text)).toBe(stub);
  });

  it('skips what comes before the exported function', () => {
    expect(readSignature('const A = 65;\n/** Doc (with parentheses). */\nexport function f(n: number): number {\n  return n;\n}')).toEqual({
      name: 'f',
      parameters: 'n: number',
      returns: 'number',
    });
  });

  it('opens with an empty exported function when the text exports no function declaration', () => {
    expect(readSignature('export const f = (n: number) => n;')).toBeUndefined();
    expect(signatureStub('export const f = (n: number) => n;')).toBe('export function solution() {\n  \n}\n');
  });
});
