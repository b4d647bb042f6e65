import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { RedisUnreachableError } from '.';

/** A loopback port nothing listens on (bound, then released). */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('connecting to REDIS_URL', () => {
  it('stops start-up with an error naming REDIS_URL, and no password, when nothing answers', async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-redis-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-test',
        MARKET_DATA: 'off',
        REDIS_URL: `redis://:hunter2hunter2@127.0.0.1:${port}`,
      });
      const started = buildApp(config, { logger: false });
      await expect(started).rejects.toBeInstanceOf(RedisUnreachableError);
      await expect(started).rejects.toThrow(`REDIS_URL: no Redis answers at redis://:***@127.0.0.1:${port}`);
      await expect(started).rejects.toThrow('ECONNREFUSED');
      await expect(started).rejects.not.toThrow('hunter2');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
