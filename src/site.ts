/**
 * The path GitHub Pages serves the site under: the repository's name. Written
 * here once; docusaurus.config.ts, the scripts and the tests import it (the
 * test and bench tools load this file, not the whole configuration).
 */
export const BASE_URL = '/solve-problems/';
