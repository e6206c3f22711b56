/**
 * What refreshes the mutation report, and how long it takes (an incremental run on the project's 2-core machine):
 * the build's messages (./mutation-report.ts) and the page's section (src/features/mutation-report) say it alike.
 * Apart from the report's reading, which uses Node: the section runs in the browser.
 */
export const REFRESH_COMMAND = 'npm run test:mutation';
export const REFRESH_TIME = 'about 3 minutes';
