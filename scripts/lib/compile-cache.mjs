/**
 * Node's compile cache for the commands that start Docusaurus (npm start and
 * npm run write; imported first, before what they load): Node keeps the code
 * it compiles for the modules the command loads (Docusaurus, Rspack's
 * JavaScript side, the loaders, PostCSS, jiti) and reads it on the next start
 * instead of compiling them again (what it saves: scripts/bench/README.md).
 * Turned on from a plugin instead, once the site is loading, it saved nothing
 * (most modules are loaded by then). Node 20 has no compile cache and goes on
 * without it.
 *
 * Plain JavaScript, not TypeScript through tsx: tsx would cost the start more
 * than the cache saves. The cache lives in the site's `node_modules/.cache/`,
 * so `npm ci` starts it afresh; Node checks each file's text against it. An
 * owner's own `NODE_COMPILE_CACHE` is kept.
 */
import module from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE ?? path.join(siteDir, 'node_modules', '.cache', 'node-compile-cache'));
