/**
 * Serves build/ the way GitHub Pages does: under the base path, a directory
 * serves its index.html (after a redirect to the trailing slash), an unknown
 * path serves 404.html with status 404, and text is gzipped when asked for.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {createGzip} from 'node:zlib';
import {BASE_URL} from '../../src/site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

type Resolved = {status: 200 | 404; file: string} | {status: 301; location: string};

/** Maps a request path to what GitHub Pages answers for it. */
function resolveRequest(dir: string, requestPath: string): Resolved {
  const notFound = {status: 404, file: path.join(dir, '404.html')} as const;
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestPath.split('?')[0]!);
  } catch {
    return notFound;
  }
  if (!pathname.startsWith(BASE_URL) && pathname !== BASE_URL.slice(0, -1)) return notFound;
  const relative = pathname.slice(BASE_URL.length);
  const candidate = path.join(dir, relative);
  if (!candidate.startsWith(dir)) return notFound;
  if (existsSync(candidate) && statSync(candidate).isDirectory()) {
    if (!pathname.endsWith('/')) return {status: 301, location: `${encodeURI(pathname)}/`};
    const index = path.join(candidate, 'index.html');
    return existsSync(index) ? {status: 200, file: index} : notFound;
  }
  if (existsSync(candidate)) return {status: 200, file: candidate};
  if (existsSync(`${candidate}.html`)) return {status: 200, file: `${candidate}.html`};
  return notFound;
}

export function startServer({dir, port}: {dir: string; port: number}): Promise<Server> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const resolved = resolveRequest(root, request.url ?? '/');
    if (resolved.status === 301) {
      response.writeHead(301, {location: resolved.location}).end();
      return;
    }
    const extension = path.extname(resolved.file);
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    response.writeHead(resolved.status, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
      ...(gzip && {'content-encoding': 'gzip', vary: 'accept-encoding'}),
    });
    const stream = createReadStream(resolved.file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
