/**
 * Docusaurus plugin: each write-up page depends on its own part of the
 * mutation report (src/write-up/mutation-report-part.ts).
 * The page's section is built from it by remarkMutationReport, which the MDX
 * loader runs only when the page's module is rebuilt. Under `npm start`, a
 * refreshed report (`npm run test:mutation`) reloads this plugin, which
 * rewrites the parts that changed, and only those pages are rebuilt: the
 * figures come back in the open tab without a restart.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REPORT_FILE, readWrittenReport} from '../../../write-up/mutation-report';
import {writeUpReports} from '../../../write-up/mutation-report-part';
import {writeParts} from './parts';

export default function mutationReportPlugin(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>): Plugin {
  const report = path.join(context.siteDir, REPORT_FILE);
  const partsDir = path.join(context.generatedFilesDir, 'mutation-report');
  return {
    name: 'mutation-report',
    getPathsToWatch() {
      return [report];
    },
    async loadContent() {
      const parsed = await readWrittenReport(report);
      await writeParts(partsDir, parsed ? writeUpReports(parsed) : new Map());
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx$/,
              include: [path.join(context.siteDir, 'docs')],
              use: [{loader: path.join(__dirname, 'depend-on-part.cjs'), options: {partsDir}}],
            },
          ],
        },
      };
    },
  };
}
