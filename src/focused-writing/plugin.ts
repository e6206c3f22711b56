import type {Plugin} from '@docusaurus/types';

/**
 * Rspack's incremental rebuilds under `npm run write`, the two passes that are
 * safe for it: building only the changed modules (`make`) and writing only the
 * changed files (`emitAssets`), Rspack's own default in development.
 *
 * Docusaurus turns on every pass. With them all, Rspack 1.2.0-alpha.0 panics
 * ("should have module id") and ends the server when the focused write-up, the
 * only doc page, fails to compile, as after a bad front matter
 * (tests/dev/focused-writing.spec.ts). With none, every edit rebuilds the whole
 * bundle: an edit compiled in 3.2–4.7 s against 0.45–0.63 s with these two
 * passes (Binary Search, 21 write-ups, 2026-11-27, load 1.3–1.8).
 */
export const FOCUSED_INCREMENTAL = {make: true, emitAssets: true};

/** Gives the focused dev server the incremental passes that survive a page failing to compile. */
export default function focusedWritingPlugin(): Plugin {
  return {
    name: 'focused-writing',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {experiments: {incremental: FOCUSED_INCREMENTAL}};
    },
  };
}
