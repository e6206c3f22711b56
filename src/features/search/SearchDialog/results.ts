/**
 * The search dialog's pure logic: Pagefind's result data turned into what a
 * result shows, the filters as Pagefind takes them, and the filter choices
 * the index offers, in display order.
 *
 * Pagefind is loaded at run time from the build (src/features/search/plugin
 * writes it), so its types are not imported: the shapes below are the part of
 * its documented browser API the dialog uses.
 */
import {difficultyRank} from '../../../platforms';

/** What `result.data()` resolves to (the fields used here). */
export type PagefindResultData = {
  /** The page's URL, under the base URL given to `pagefind.options`. */
  url: string;
  /** Text around the best match, HTML-escaped, with each match in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
};

export type ExcerptPart = {text: string; match: boolean};

export type SearchResult = {
  url: string;
  title: string;
  platform?: string;
  difficulty?: string;
  /** LeetCode's problem number. */
  number?: string;
  excerpt: ExcerptPart[];
};

/** The filters recorded on write-ups (WriteUpHeader's data-pagefind-filter), in display order. */
export const FILTER_NAMES = ['platform', 'difficulty'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The chosen value of each filter; '' is "any". */
export type SearchFilters = Record<FilterName, string>;
export const ANY: SearchFilters = {platform: '', difficulty: ''};

/** How many results are shown (each one fetches its own fragment of the index). */
export const RESULT_LIMIT = 8;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Splits an excerpt into plain and matched text (`<mark>…</mark>`), decoded, without empty parts. */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  html.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((piece) => {
    const match = piece.startsWith('<mark>') && piece.endsWith('</mark>');
    const text = decodeEntities((match ? piece.slice(6, -7) : piece).replace(/<[^>]*>/g, ''));
    if (text) parts.push({text, match});
  });
  return parts;
}

/** The first value of a filter, if the page has one. */
function firstValue(filters: PagefindResultData['filters'], name: FilterName): string | undefined {
  return filters[name]?.[0];
}

/** What one result shows: title, platform, difficulty, number and excerpt. */
export function toSearchResult(data: PagefindResultData): SearchResult {
  const platform = firstValue(data.filters, 'platform');
  const difficulty = firstValue(data.filters, 'difficulty');
  const number = data.meta.number;
  return {
    url: data.url,
    title: data.meta.title || data.url,
    ...(platform && {platform}),
    ...(difficulty && {difficulty}),
    ...(number && {number}),
    excerpt: parseExcerpt(data.excerpt),
  };
}

/** The `filters` option of `pagefind.search`: the chosen filters only. */
export function pagefindFilters(filters: SearchFilters): Partial<SearchFilters> {
  return Object.fromEntries(FILTER_NAMES.filter((name) => filters[name] !== '').map((name) => [name, filters[name]]));
}

/**
 * The choices of a filter that the index holds (from `pagefind.filters()`,
 * value → number of pages), difficulty easiest first, others by name.
 */
export function filterChoices(available: Record<string, Record<string, number> | undefined>, name: FilterName): string[] {
  const values = Object.keys(available[name] ?? {});
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  return name === 'difficulty' ? values.sort((a, b) => difficultyRank(a) - difficultyRank(b) || byName(a, b)) : values.sort(byName);
}
