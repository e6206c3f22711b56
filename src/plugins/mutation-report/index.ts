/**
 * Docusaurus plugin: the write-up pages depend on the mutation report. Their
 * section is built from it by remarkMutationReport, which the MDX loader runs
 * only when a page's module is rebuilt; under `npm start`, a refreshed report
 * (`npm run test:mutation`) rebuilds them, so that the figures come back in
 * the open tab without a restart.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REPORT_FILE} from '../../markdown/remark-mutation-report/report';

export default function mutationReportPlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  return {
    name: 'mutation-report',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx$/,
              include: [path.join(context.siteDir, 'docs')],
              use: [{loader: path.join(__dirname, 'depend-on-file.mjs'), options: {file: path.join(context.siteDir, REPORT_FILE)}}],
            },
          ],
        },
      };
    },
  };
}
