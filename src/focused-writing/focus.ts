/**
 * Focused writing: `npm run write -- <write-up>` (scripts/write.mjs) starts the
 * dev server with one write-up, the introduction and the home page, and names
 * the write-up in an environment variable that docusaurus.config.ts reads.
 * At 2,000 write-ups the docs plugin loads and Rspack compiles every page
 * before serving one, and reloads them all on each edit; the focused set is
 * the same few pages at any size (figures in scripts/bench/README.md).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {PLATFORMS, type Platform} from '../platforms';

/** The environment variable holding the focused write-up's folder, `<platform>/<folder>` under docs/. */
export const FOCUS_VARIABLE = 'WRITE_UP_FOCUS';

export type Focus = {platform: Platform; folder: string};

/** The focus named in `env`, checked against `docsDir`; undefined when no write-up is focused. */
export function readFocus(env: Readonly<Record<string, string | undefined>>, docsDir: string): Focus | undefined {
  const value = env[FOCUS_VARIABLE];
  if (value === undefined || value === '') return undefined;
  const [platform, folder, ...rest] = value.split('/');
  if (!PLATFORMS.includes(platform as Platform) || !folder || rest.length > 0) {
    throw new Error(
      `${FOCUS_VARIABLE} must be "<platform>/<folder>" with a platform of ${PLATFORMS.join(', ')}, got "${value}". ` +
        'Start focused writing with npm run write -- "<folder, title or number>".',
    );
  }
  if (!existsSync(path.join(docsDir, platform!, folder, 'README.mdx'))) {
    throw new Error(
      `${FOCUS_VARIABLE}: docs/${value}/README.mdx does not exist. Start focused writing with npm run write -- "<folder, title or number>".`,
    );
  }
  return {platform: platform as Platform, folder};
}

/** A path as a glob that matches only itself: the docs plugin reads `include`, and StrykerJS `mutate`, as globs. */
export function literalGlob(name: string): string {
  return name.replace(/[\\*?[\]{}()!+@,]/g, '\\$&');
}

/** The docs plugin's `include` for a focus: the introduction and the write-up's page. */
export function focusedDocs(focus: Focus): string[] {
  return ['intro.mdx', `${focus.platform}/${literalGlob(focus.folder)}/README.mdx`];
}
