/**
 * Lighthouse benchmark: performance, accessibility, best practices and SEO of
 * the home page, /intro and two write-ups, on mobile and desktop, as the
 * median of several runs. The site is build/, served like GitHub Pages with
 * gzip (scripts/lib/pages-server.ts); each run gets a fresh Chromium.
 *
 * The KaTeX stylesheet's CDN is unreachable here: its request fails, the page
 * falls back to the site's copy, and best practices counts the console error.
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {parseCommandLine} from '../lib/command-line';
import {BUILD_DIR, CHROMIUM_FLAGS, CHROMIUM_PATH, median, printTable, requireBuild, selectPages, serveBuild} from './common';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type FormFactor = 'mobile' | 'desktop';
type Run = {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; its tuning assumes about 1000+). */
  benchmarkIndex: number;
  failedAudits: string[];
};
type Measured = {build: string; page: string; formFactor: FormFactor; runs: Run[]; median: Record<Category, number>};

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

async function runLighthouse(url: string, formFactor: FormFactor): Promise<Run> {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([audit, name]) => [name, lhr.audits[audit]?.numericValue ?? NaN]));
    const failedAudits = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    );
    return {scores, metrics, benchmarkIndex: lhr.environment.benchmarkIndex, failedAudits};
  } finally {
    chrome.kill();
  }
}

function formatMetrics(metrics: Record<string, number>): string {
  return Object.entries(metrics)
    .map(([name, value]) => (name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`))
    .join(', ');
}

const USAGE = `Usage: npm run build && npm run bench:lighthouse [-- --runs 3]
       [--form-factor mobile|desktop] [--page intro] [--dir another/build ...]
       (several --dir: the builds are measured in turn, run by run, to compare them fairly)`;

async function main(): Promise<void> {
  const {values} = parseCommandLine(USAGE, {
    options: {
      runs: {type: 'string', default: '3'},
      'form-factor': {type: 'string', multiple: true},
      page: {type: 'string', multiple: true},
      dir: {type: 'string', multiple: true},
    },
  });
  const runs = Number(values.runs);
  const formFactors = (values['form-factor'] ?? ['mobile', 'desktop']) as FormFactor[];
  const pages = selectPages(values.page);
  const dirs = values.dir ?? [BUILD_DIR];
  const labelOf = (dir: string) => (dir === BUILD_DIR ? 'build' : path.relative(path.dirname(path.dirname(dir)), dir));
  for (const dir of dirs) requireBuild(dir);

  const sites = await Promise.all(dirs.map(async (dir) => ({dir, label: labelOf(dir), ...(await serveBuild(dir))})));
  console.log(`Lighthouse ${runs}× per page, load average ${loadavg()[0]!.toFixed(1)}`);
  if (sites.length > 1)
    console.log(`Builds, measured in turn so that the machine's load weighs on each alike: ${sites.map((s) => s.label).join(', ')}`);
  const results: Measured[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const [page, route] of pages) {
        const measuredRuns = new Map<string, Run[]>(sites.map((site) => [site.label, []]));
        for (let run = 1; run <= runs; run++) {
          for (const site of sites) {
            const result = await runLighthouse(site.siteUrl + route, formFactor);
            measuredRuns.get(site.label)!.push(result);
            console.log(
              `${sites.length > 1 ? `[${site.label}] ` : ''}${formFactor} ${page} run ${run}: ` +
                `${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(', ')} | ` +
                `${formatMetrics(result.metrics)}, benchmark index ${Math.round(result.benchmarkIndex)}`,
            );
            for (const failed of result.failedAudits) console.log(`    ${failed}`);
          }
        }
        for (const site of sites) {
          const siteRuns = measuredRuns.get(site.label)!;
          const medianScores = Object.fromEntries(CATEGORIES.map((c) => [c, median(siteRuns.map((r) => r.scores[c]))])) as Record<
            Category,
            number
          >;
          results.push({build: site.label, page, formFactor, runs: siteRuns, median: medianScores});
          console.log(
            `${sites.length > 1 ? `[${site.label}] ` : ''}${formFactor} ${page} median: ${CATEGORIES.map((c) => `${c} ${medianScores[c]}`).join(', ')}`,
          );
        }
      }
    }
  } finally {
    for (const site of sites) await site.stop();
  }

  console.log(`\nLighthouse medians of ${runs} runs (load average ${loadavg()[0]!.toFixed(1)})`);
  printTable(
    [...(sites.length > 1 ? ['build'] : []), 'page', 'form factor', ...CATEGORIES, 'runs (performance)', 'TBT (median)'],
    results.map((r) => [
      ...(sites.length > 1 ? [r.build] : []),
      r.page,
      r.formFactor,
      ...CATEGORIES.map((c) => r.median[c]),
      r.runs.map((x) => x.scores.performance).join(' '),
      `${Math.round(median(r.runs.map((x) => x.metrics.TBT!)))} ms`,
    ]),
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
