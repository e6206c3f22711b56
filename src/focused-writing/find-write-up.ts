/**
 * Which write-up the owner means by a name typed on the command line: its
 * folder (`Binary Search`, or `LeetCode/Binary Search`), its title, or its
 * problem number (`704`, `#704`), case and surrounding spaces aside.
 */
import {editDistance} from '../write-up/edit-distance';

export type NamedWriteUp = {
  /** `<platform>/<folder>` under docs/. */
  path: string;
  title: string;
  number?: number;
};

/** How many of the closest write-ups an unknown name lists. */
const SUGGESTIONS = 3;

/** The names a write-up answers to, lower-cased. */
function namesOf(writeUp: NamedWriteUp): string[] {
  const folder = writeUp.path.slice(writeUp.path.indexOf('/') + 1);
  const names = [writeUp.path, folder, writeUp.title];
  if (writeUp.number !== undefined) names.push(String(writeUp.number), `#${writeUp.number}`);
  return names.map((name) => name.toLowerCase());
}

/** The write-up `name` means, or an Error naming the closest ones. */
export function findWriteUp(name: string, writeUps: readonly NamedWriteUp[]): NamedWriteUp {
  const wanted = name.trim().toLowerCase();
  const matches = writeUps.filter((writeUp) => namesOf(writeUp).includes(wanted));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new Error(
      `"${name}" names more than one write-up: ${matches.map((writeUp) => writeUp.path).join(', ')}. Give the folder with its platform.`,
    );
  }
  const closest = writeUps
    .map((writeUp) => ({writeUp, distance: Math.min(...namesOf(writeUp).map((known) => nameDistance(wanted, known)))}))
    .sort((a, b) => a.distance - b.distance || a.writeUp.path.localeCompare(b.writeUp.path, 'en'))
    .slice(0, SUGGESTIONS)
    .map(({writeUp}) => `  ${writeUp.path}${writeUp.number === undefined ? '' : ` (${writeUp.number})`}`);
  throw new Error(
    `No write-up is named "${name}". Give a folder, a title or a problem number${closest.length > 0 ? `; the closest are:\n${closest.join('\n')}` : '.'}`,
  );
}

/** How far a typed name is from a known one: 0 when the known name contains it, else their edit distance. */
function nameDistance(typed: string, known: string): number {
  return typed.length > 0 && known.includes(typed) ? 0 : editDistance(typed, known);
}
