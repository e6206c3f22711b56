/**
 * The path GitHub Pages serves the site under: the repository's name. Written
 * here once; docusaurus.config.ts, the scripts and the tests import it (the
 * test and bench tools load this file, not the whole configuration).
 */
export const BASE_URL = '/solve-problems/';

/**
 * The only third-party origin the site calls: the CDN of the KaTeX stylesheet
 * (math is styled by KaTeX's own stylesheet from a public CDN, with the site's
 * copy as the fallback, and no other origin is contacted). The configuration builds the stylesheet's address on it; the
 * browser tests block it and the benchmarks answer for it.
 */
export const KATEX_CDN_ORIGIN = 'https://cdn.jsdelivr.net';
