/**
 * Loads Pagefind's browser library from the build (src/features/search/plugin
 * writes it to `<base URL>pagefind/`), once, on first use. The import is left
 * to the browser (webpackIgnore): the library is not part of the bundle, and
 * it fetches its index in chunks as queries need them.
 */
import type {PagefindResultData} from './results';

/** The part of Pagefind's documented browser API that the dialog uses. */
export type Pagefind = {
  options(options: {baseUrl?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  /** Resolves to null when a later call supersedes this one before the delay ends. */
  debouncedSearch(
    term: string,
    options: {filters?: Record<string, string>},
    delayMs: number,
  ): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]} | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
};

/** Words around the match in each excerpt. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | undefined;

/** The library, initialised with the site's base URL (result URLs start with it). Retries after a failure. */
export function loadPagefind(scriptUrl: string, baseUrl: string): Promise<Pagefind> {
  if (!loading) {
    const started = (import(/* webpackIgnore: true */ scriptUrl) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({baseUrl, excerptLength: EXCERPT_WORDS});
      await pagefind.init();
      return pagefind;
    });
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}
