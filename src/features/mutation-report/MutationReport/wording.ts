/** The section's words that depend on its figures, out of React. */
import type {FileFigures, MeasuredFile} from './types';
import {REFRESH_COMMAND, REFRESH_TIME} from '../../../write-up/mutation-refresh';

/** A command that refreshes the figures, and how long it takes. */
export type Refresh = {command: string; time: string};

export const WHOLE_REFRESH: Refresh = {command: REFRESH_COMMAND, time: REFRESH_TIME};

/**
 * What refreshes one write-up's figures under focused writing (npm run write), where the owner changes that
 * write-up only: StrykerJS mutates its files alone and keeps the rest of the report (scripts/mutation-write-up.ts).
 * The build step passes it to the section under focused writing only.
 */
export function focusedRefresh(focusedWriteUp: string): Refresh {
  return {command: `npm run mutation:write-up -- "${focusedWriteUp}"`, time: 'under a minute'};
}

/** The start of the section's summary, by which tests and measurements find it. */
export const SECTION_TITLE = 'What the tests catch';

/** A file the page shows, with the fingerprint of the text it shows (the `!!code-file!` import's). */
export type ShownFigures = FileFigures & {source: {hash: string}};

/** Whether the figures are for the text the page shows: measured, and on that very text. */
export function isCurrent(figures: ShownFigures): figures is MeasuredFile & {source: {hash: string}} {
  return figures.hash !== undefined && figures.source.hash === figures.hash;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The section's summary: the totals when every file's figures are current, else that they are not. */
export function summaryText(files: readonly ShownFigures[]): string {
  if (!files.every(isCurrent)) return `${SECTION_TITLE}: figures out of date`;
  const tried = files.reduce((total, {tried}) => total + tried, 0);
  const caught = files.reduce((total, {caught}) => total + caught, 0);
  return `${SECTION_TITLE}: ${caught.toLocaleString('en')} of ${plural(tried, 'changed version', 'changed versions')}`;
}

/** One file's figures, after its name: "17 of 18 caught (4 by never finishing)." */
export function figuresText({tried, caught, endless}: MeasuredFile): string {
  const never = endless ? ` (${endless.toLocaleString('en')} by never finishing)` : '';
  return `${caught.toLocaleString('en')} of ${tried.toLocaleString('en')} caught${never}.`;
}

/** Text cut at its backticks: every second part is code. */
export function codeSpans(text: string): {code: boolean; text: string}[] {
  return text
    .split('`')
    .map((part, index) => ({code: index % 2 === 1, text: part}))
    .filter(({text: part}) => part !== '');
}
