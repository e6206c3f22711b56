import {execFileSync} from 'node:child_process';
import {createReadStream, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:https';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createGzip} from 'node:zlib';
import {KATEX_CDN_HOST} from './common';

/**
 * A local HTTPS stand-in for the KaTeX CDN, serving node_modules/katex/dist:
 * the same file (so the integrity hash matches) and fonts as the CDN would
 * online. The benchmarks start Chromium with its `chromiumFlags`. Needs openssl.
 */
export async function startKatexMirror(): Promise<{chromiumFlags: string[]; stop: () => Promise<void>}> {
  const require = createRequire(__filename);
  const katexDir = path.dirname(require.resolve('katex/package.json', {paths: [require.resolve('rehype-katex')]}));
  const {version} = JSON.parse(readFileSync(path.join(katexDir, 'package.json'), 'utf8')) as {version: string};
  const certDir = mkdtempSync(path.join(tmpdir(), 'katex-mirror-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${KATEX_CDN_HOST}`,
      '-addext',
      `subjectAltName=DNS:${KATEX_CDN_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'ignore'},
  );
  // Chromium trusts this one certificate by the hash of its public key, and no other bad one.
  const spki = execFileSync('sh', [
    '-c',
    `openssl x509 -in '${cert}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ])
    .toString()
    .trim();
  const prefix = `/npm/katex@${version}/dist/`;
  const types: Record<string, string> = {
    '.css': 'text/css; charset=utf-8',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.ttf': 'font/ttf',
  };
  const server: Server = createServer({key: readFileSync(key), cert: readFileSync(cert)}, (request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    const file = path.join(katexDir, 'dist', url.slice(prefix.length));
    if (!url.startsWith(prefix) || !file.startsWith(path.join(katexDir, 'dist')) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    const gzip = extension === '.css' && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, s-maxage=31536000, immutable',
      ...(gzip && {'content-encoding': 'gzip', vary: 'accept-encoding'}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    // Chromium resolves the CDN's host to the mirror, and trusts this one certificate by the hash of its public key.
    chromiumFlags: [`--host-resolver-rules=MAP ${KATEX_CDN_HOST} 127.0.0.1:${port}`, `--ignore-certificate-errors-spki-list=${spki}`],
    stop: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(certDir, {recursive: true, force: true});
          resolve();
        }),
      ),
  };
}
