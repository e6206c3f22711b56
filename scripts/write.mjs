/**
 * Focused writing: the dev server with one write-up, the introduction and the
 * home page, opened at the write-up (src/focused-writing/focus.ts).
 *
 *   npm run write -- "Binary Search"       a folder, a title or a problem number (704)
 *   npm run write -- 704 --port 3001 --no-open
 *
 * Every edit of the write-up shows live, as under npm start; links to other
 * write-ups go to their published pages.
 *
 * Plain JavaScript that runs Docusaurus in its own process, as
 * scripts/docusaurus.mjs does for npm start: through tsx and a second Node
 * process, the write-up reached the screen later (tsx starts a Node of its
 * own with its loader; scripts/bench/README.md). The TypeScript that
 * finds the write-up is compiled by jiti, which Docusaurus loads anyway for
 * docusaurus.config.ts.
 */
import './lib/compile-cache.mjs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import open from 'open';

const require = createRequire(import.meta.url);
const typescript = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {parseCommandLine} = typescript('./lib/command-line.ts');
const {writeUpNamed} = typescript('./lib/write-ups.ts');
const {FOCUS_VARIABLE} = typescript('../src/focused-writing/focus.ts');

const USAGE = 'Usage: npm run write -- "<folder, title or problem number>" [--port 3000] [--host localhost] [--no-open]';

/** What Docusaurus prints once it listens; the address before the first compilation is done. */
const RUNNING = /Docusaurus website is running at: (\S+)/;

const {values, positionals} = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {port: {type: 'string'}, host: {type: 'string'}, 'no-open': {type: 'boolean', default: false}},
});
const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const writeUp = writeUpNamed('npm run write', USAGE, positionals, siteDir);
console.log(`Focused on docs/${writeUp.path}/: the write-up, the introduction and the home page.`);

process.env[FOCUS_VARIABLE] = writeUp.path;
process.chdir(siteDir);
whenPrinted(RUNNING, (address) => {
  const url = `${address}${encodeURI(`${writeUp.path}/`)}`;
  console.log(`The write-up: ${url}`);
  if (!values['no-open'] && process.env.BROWSER !== 'none') {
    open(url).catch((error) => console.error(`Could not open a browser (${error.message}); open ${url} yourself.`));
  }
});
// Docusaurus' own command, as npm start runs it: it reads process.argv.
process.argv = [process.argv[0], path.join(siteDir, 'scripts', 'docusaurus.mjs'), 'start', '--no-open'];
if (values.port) process.argv.push('--port', values.port);
if (values.host) process.argv.push('--host', values.host);
await import('./docusaurus.mjs');

/** Calls `then` once with the first group of `pattern` in what this process prints, which still goes to the terminal. */
function whenPrinted(pattern, then) {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    const written = write(chunk, ...rest);
    const match = pattern.exec(String(chunk).replace(/\x1b\[[0-9;]*m/g, ''));
    if (match) {
      process.stdout.write = write;
      then(match[1]);
    }
    return written;
  };
}
