/**
 * Focused writing: the dev server with one write-up, the introduction and the
 * home page, opened at the write-up (src/focused-writing/focus.ts).
 *
 *   npm run write -- "Binary Search"       a folder, a title or a problem number (704)
 *   npm run write -- 704 --port 3001 --no-open
 *
 * Every edit of the write-up shows live, as under npm start; links to other
 * write-ups go to their published pages.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import open from 'open';
import {parseCommandLine} from './lib/command-line';
import {writeUpNamed} from './lib/write-ups';
import {FOCUS_VARIABLE} from '../src/focused-writing/focus';

const USAGE = 'Usage: npm run write -- "<folder, title or problem number>" [--port 3000] [--host localhost] [--no-open]';

/** What Docusaurus prints once it listens; the address before the first compilation is done. */
const RUNNING = /Docusaurus website is running at: (\S+)/;

function main(): void {
  const {values, positionals} = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {port: {type: 'string'}, host: {type: 'string'}, 'no-open': {type: 'boolean', default: false}},
  });
  const siteDir = path.resolve(__dirname, '..');
  const writeUp = writeUpNamed('npm run write', USAGE, positionals, siteDir);
  // Docusaurus' own command with Node's compile cache, as `npm start` runs it, without npm in between (0.34 s of the start).
  const args = [path.join(__dirname, 'docusaurus.mjs'), 'start', '--no-open'];
  if (values.port) args.push('--port', values.port);
  if (values.host) args.push('--host', values.host);
  console.log(`Focused on docs/${writeUp.path}/: the write-up, the introduction and the home page.`);
  const server = spawn(process.execPath, args, {
    cwd: siteDir,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      [FOCUS_VARIABLE]: writeUp.path,
      ...(process.stdout.isTTY && {FORCE_COLOR: '1'}),
    },
  });
  let opened = false;
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const running = RUNNING.exec(chunk.toString());
    if (!running || opened) return;
    opened = true;
    const url = `${running[1]}${encodeURI(`${writeUp.path}/`)}`;
    console.log(`The write-up: ${url}`);
    if (!values['no-open'] && process.env.BROWSER !== 'none') {
      open(url).catch((error: unknown) => console.error(`Could not open a browser (${(error as Error).message}); open ${url} yourself.`));
    }
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
