import {createServer} from 'node:net';
import {describe, expect, it} from 'vitest';
import {freePortSync} from './free-port';

describe('freePortSync', () => {
  it('gives a port that can be listened on', async () => {
    const port = freePortSync();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    server.close();
  });

  it('gives another port while the first one is taken, so two runs do not collide', async () => {
    const first = freePortSync();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(first, '127.0.0.1', resolve));
    expect(freePortSync()).not.toBe(first);
    server.close();
  });
});
