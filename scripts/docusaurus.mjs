/**
 * Docusaurus' own command (`npm start`, and npm run write's server) with
 * Node's compile cache on (./lib/compile-cache.mjs).
 */
import './lib/compile-cache.mjs';

await import('@docusaurus/core/bin/docusaurus.mjs');
