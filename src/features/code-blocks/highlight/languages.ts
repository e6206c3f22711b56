import {bundledLanguagesInfo} from 'shiki';

/** The language of code shown without highlighting; a fence with no language is plain text too. */
export const PLAIN_TEXT = 'text';
/** The names Shiki takes for plain text. */
const PLAIN_TEXT_NAMES = new Set([PLAIN_TEXT, 'txt', 'plain', 'plaintext']);

const LANGUAGE_IDS = new Map(
  bundledLanguagesInfo.flatMap(({id, aliases = []}) => [id, ...aliases].map((name) => [name.toLowerCase(), id] as const)),
);

/** Shiki's id for a code block's language name (`ts` → `typescript`), `text` for plain text, undefined for a name Shiki does not know. */
export function languageId(name: string | undefined): string | undefined {
  const key = (name ?? PLAIN_TEXT).toLowerCase();
  return PLAIN_TEXT_NAMES.has(key) ? PLAIN_TEXT : LANGUAGE_IDS.get(key);
}

/** What to do about a code block in a language the highlighter does not know. */
export function unknownLanguageProblem(name: string): string {
  return (
    `a code block in "${name}", a language the highlighter (Shiki) does not know. ` +
    'Use one of its language names or aliases (https://shiki.style/languages: ts, js, py, sql, …), or "text" for plain text.'
  );
}
