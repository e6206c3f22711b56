/** Counting a file's mutants, and the code a mutant changes, as the page shows them. */
import type {Location, Mutant} from '../../../write-up/mutation-report';

/**
 * A file's figures. Tried: the mutants that ran against the tests (StrykerJS's
 * "valid" mutants: not the ones that failed to compile or crashed, nor the
 * ignored). Caught: killed by a failing test, or timed out (an endless loop).
 * Uncaught: survived every test, or no test ran the changed code.
 */
export function countMutants(mutants: readonly Mutant[]): {tried: number; caught: number; endless: number; uncaught: Mutant[]} {
  const killed = mutants.filter(({status}) => status === 'Killed').length;
  const endless = mutants.filter(({status}) => status === 'Timeout').length;
  const uncaught = mutants.filter(({status}) => status === 'Survived' || status === 'NoCoverage');
  return {tried: killed + endless + uncaught.length, caught: killed + endless, endless, uncaught};
}

/** Longest code fragment shown, in characters: a removed block of several lines is cut, with "…". */
export const FRAGMENT_LIMIT = 60;

/** Code on one line, spaces collapsed, cut at {@link FRAGMENT_LIMIT} characters. */
export function shortCode(code: string): string {
  const line = code.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= FRAGMENT_LIMIT ? line : `${characters.slice(0, FRAGMENT_LIMIT - 1).join('')}…`;
}

/** The text of the source at a location. */
export function textAt(source: string, {start, end}: Location): string {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 1) return lines[0]!.slice(start.column - 1, end.column - 1);
  lines[0] = lines[0]!.slice(start.column - 1);
  lines[lines.length - 1] = lines.at(-1)!.slice(0, end.column - 1);
  return lines.join('\n');
}

/** A mutant as the page shows it: its first line, and the code before and after the change, each on one line. */
export type Change = {line: number; from: string; to: string; lines: number};

export function changeOf(source: string, mutant: Mutant): Change {
  const {location} = mutant;
  return {
    line: location.start.line,
    from: shortCode(textAt(source, location)),
    to: shortCode(mutant.replacement ?? ''),
    lines: location.end.line - location.start.line + 1,
  };
}
