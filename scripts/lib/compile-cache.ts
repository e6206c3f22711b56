import path from 'node:path';

/**
 * The environment that has Node keep the code it compiles for the modules the
 * dev server loads (Docusaurus, Rspack's JavaScript side, the loaders,
 * PostCSS), so that the next start reads it instead of compiling it again:
 * `NODE_COMPILE_CACHE`, which Node 22.1 and later read (the site's Node is 24,
 * `.nvmrc`; Node 20 ignores it). Under Node 24.9, the focused start's first
 * compilation ended 6.68 s after the command with it and 8.03 s without
 * (Binary Search, 21 write-ups, median of 4, in turn, 2026-11-27, load
 * 2.1–2.8). Turned on from inside the server instead, by a plugin, it saved
 * nothing (8.04 s): most modules are loaded by then. The cache lives in the
 * site's `node_modules/.cache/`, so `npm ci` starts it afresh; Node checks each
 * file's text against it. An owner's own `NODE_COMPILE_CACHE` is kept.
 */
export function compileCacheEnvironment(siteDir: string, env: NodeJS.ProcessEnv = process.env): {NODE_COMPILE_CACHE: string} {
  return {NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? path.join(siteDir, 'node_modules', '.cache', 'node-compile-cache')};
}
