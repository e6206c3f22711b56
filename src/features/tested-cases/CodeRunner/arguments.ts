import {formatValue} from '../../../test-kit/format';
import {argumentsOf, sameValue} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';

/** One text field of the form: the JSON the reader typed for a parameter. */
export type ArgumentField = {parameter: string; text: string};

export type ParsedArguments = {ok: true; values: unknown[]} | {ok: false; errors: {parameter: string; message: string}[]};

/** An example in a message stays short enough to read at a glance. */
const EXAMPLE_LIMIT = 30;

/** The parameters of a table, in call order: the keys of its first case's input. */
export function parametersOf(cases: readonly TestedCase[]): string[] {
  return Object.keys(cases[0]?.input ?? {});
}

/** A value as the form shows it: as the table writes it, which for JSON values is JSON. */
export function argumentText(value: unknown): string {
  return formatValue(value);
}

/** A short JSON example for a parameter, taken from the first case whose value is short and valid JSON. */
export function exampleFor(cases: readonly TestedCase[], parameter: string): string | undefined {
  for (const {input} of cases) {
    const text = argumentText(input[parameter]);
    if (text.length <= EXAMPLE_LIMIT && isJsonOf(text, input[parameter])) return text;
  }
  return undefined;
}

function isJsonOf(text: string, value: unknown): boolean {
  try {
    return sameValue(JSON.parse(text), value);
  } catch {
    return false;
  }
}

/**
 * The arguments typed in the form, parsed as JSON (never evaluated as code), in call order; or, for each field that
 * is not JSON, a message naming its parameter, what it expects and what is wrong.
 */
export function parseArguments(fields: readonly ArgumentField[], examples: Readonly<Record<string, string | undefined>>): ParsedArguments {
  const values: unknown[] = [];
  const errors: {parameter: string; message: string}[] = [];
  for (const {parameter, text} of fields) {
    const example = examples[parameter];
    const expected = `${parameter}: expected a JSON value${example === undefined ? '' : `, e.g. ${example}`}`;
    if (text.trim() === '') {
      errors.push({parameter, message: `${expected}; the field is empty.`});
      continue;
    }
    try {
      values.push(JSON.parse(text));
    } catch (error) {
      errors.push({parameter, message: `${expected}; ${(error as Error).message}.`});
    }
  }
  return errors.length === 0 ? {ok: true, values} : {ok: false, errors};
}

/** The tested case called with exactly these arguments, if any. */
export function caseWithArguments<Case extends TestedCase>(cases: readonly Case[], values: readonly unknown[]): Case | undefined {
  return cases.find(({input}) => sameValue(argumentsOf(input), values));
}
