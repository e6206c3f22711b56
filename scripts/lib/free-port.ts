/**
 * A TCP port on 127.0.0.1 that nothing listens on now, found synchronously
 * (for configuration files, which cannot wait): a child Node process listens
 * on port 0, prints the port the system gave it and exits.
 */
import {spawnSync} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';

const PRINT_FREE_PORT =
  "const server = require('node:net').createServer(); server.listen(0, '127.0.0.1', () => { console.log(server.address().port); server.close(); });";

export function freePortSync(): number {
  const child = spawnSync(process.execPath, ['-e', PRINT_FREE_PORT], {encoding: 'utf8'});
  const port = Number(child.stdout.trim());
  if (child.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Could not find a free port: ${child.stderr || child.stdout}. Set E2E_PORT to a free port instead.`);
  }
  return port;
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for code that can wait
 * (the dev-server tests, in a Playwright worker, where freePortSync's child
 * process exited with an error after printing its port).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
