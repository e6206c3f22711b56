/**
 * The tag of the dev-server tests whose subject is the site's size: an edit's round trip, the sidebar's groups, a page
 * compiled on request and the focused set grow with the write-ups; the rest is the same at any size. On the
 * 2,000-write-up copy of `npm run test:scale` only these run (playwright.dev.config.ts); on this checkout, all.
 */
export const SIZE_TAG = '@size';
