/**
 * Serves a build the way GitHub Pages does (scripts/lib/pages-server.ts), for
 * the browser tests and by hand:
 *
 *   npm run build && npx tsx scripts/serve-build.ts [--port 3000] [--dir build]
 */
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {BASE_URL} from '../src/site';
import {parseCommandLine} from './lib/command-line';
import {startServer} from './lib/pages-server';

const USAGE = 'Usage: tsx scripts/serve-build.ts [--port 3000] [--dir build]   (--port 0: any free port)';

const {values} = parseCommandLine(USAGE, {options: {port: {type: 'string', default: '3000'}, dir: {type: 'string', default: 'build'}}});
if (!existsSync(path.join(values.dir, 'index.html'))) {
  console.error(`No site in ${values.dir}/: run "npm run build" first.`);
  process.exit(1);
}
void startServer({dir: values.dir, port: Number(values.port)}).then((server) => {
  const {port} = server.address() as AddressInfo; // the one the system chose for --port 0
  console.log(`Serving ${values.dir}/ at http://127.0.0.1:${port}${BASE_URL}`);
});
