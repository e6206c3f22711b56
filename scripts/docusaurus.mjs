/**
 * Docusaurus' own command (`npm start`, and npm run write's server) with
 * Node's compile cache on (./lib/compile-cache.mjs).
 *
 * Under `start`, the dev server's options go unchecked by schema-utils
 * (`SKIP_VALIDATION`, its documented switch): webpack-dev-server checks them
 * against its JSON schema before the first compilation begins, and compiling
 * that schema holds up the main thread of a cold start (scripts/bench/README.md).
 * The options are Docusaurus' and the dev-compilation plugin's, which its tests check. An
 * owner's own `SKIP_VALIDATION` is kept.
 */
import './lib/compile-cache.mjs';

if (process.argv[2] === 'start') process.env.SKIP_VALIDATION ??= 'y';

await import('@docusaurus/core/bin/docusaurus.mjs');
