/**
 * After a deploy: waits until the site serves this build, with bounded
 * retries, and fails unless its home page and one of its hashed assets both
 * answer 200. The asset's name changes with its content, so an answer from
 * the previous deploy does not count.
 *
 * The home page's address is the build's own canonical URL (the config's
 * `url` and `baseUrl`); --url replaces it, e.g. to check a local server.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/command-line';
import {isEntryPoint} from './lib/entry-point';

export type DeployTarget = {home: string; asset: string};

/** The home page URL and the URL of the home page's first hashed asset (a stylesheet or script), as built. */
export function deployTarget(buildDir: string, siteUrl?: string): DeployTarget {
  const file = path.join(buildDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const canonical = /<link[^>]* rel="canonical"[^>]* href="([^"]+)"/.exec(html)?.[1];
  const home = siteUrl ?? canonical;
  if (!home) throw new Error(`${file} has no <link rel="canonical">: pass the site's address with --url.`);
  const asset = /(?:href|src)="([^"]*\/assets\/[^"]+\.[0-9a-f]{8}\.(?:css|js))"/.exec(html)?.[1];
  if (!asset) throw new Error(`${file} names no hashed asset (assets/….<hash>.css or .js): is it a Docusaurus build?`);
  // The asset is written with the base path (/solve-problems/assets/…): resolve it against the site's origin.
  return {home, asset: new URL(asset, home).href};
}

export type CheckOptions = {
  attempts: number;
  intervalMs: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
};

async function status(fetchUrl: typeof fetch, url: string): Promise<string> {
  try {
    const response = await fetchUrl(url, {redirect: 'manual', cache: 'no-store'});
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `no answer (${(error as Error).message})`;
  }
}

/** Resolves once both URLs answer 200; rejects, naming both answers, after `attempts` tries. */
export async function checkDeploy(target: DeployTarget, options: CheckOptions): Promise<void> {
  const {attempts, intervalMs, fetch: fetchUrl = fetch, log = console.log} = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const [home, asset] = await Promise.all([status(fetchUrl, target.home), status(fetchUrl, target.asset)]);
    last = `${target.home} → ${home}, ${target.asset} → ${asset}`;
    if (home === '200' && asset === '200') {
      log(`Deployed: ${last}`);
      return;
    }
    log(`Attempt ${attempt}/${attempts}: ${last}`);
    if (attempt < attempts) await sleep(intervalMs);
  }
  throw new Error(
    `The site does not serve this build after ${attempts} attempts: ${last}. See the GitHub Pages settings and the "pages build and deployment" run.`,
  );
}

const USAGE = 'Usage: tsx scripts/check-deploy.ts [--build build] [--url URL] [--attempts 20] [--interval 15]';

if (isEntryPoint(import.meta.url)) {
  const {values} = parseCommandLine(USAGE, {
    options: {
      build: {type: 'string', default: 'build'},
      url: {type: 'string'},
      attempts: {type: 'string', default: '20'},
      interval: {type: 'string', default: '15'},
    },
  });
  checkDeploy(deployTarget(values.build, values.url), {
    attempts: Number(values.attempts),
    intervalMs: Number(values.interval) * 1000,
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
