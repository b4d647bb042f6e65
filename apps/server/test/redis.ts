import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { connectRedisBus } from '../src/redis';

export type TestRedis = { url: string; stop: () => Promise<void> };

const quiet = { warn: () => {}, error: () => {} };

/** A loopback port nobody listens on now (the OS picks it), for a child process to bind. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = async (url: string): Promise<boolean> => {
  try {
    await (await connectRedisBus(url, quiet)).close();
    return true;
  } catch {
    return false;
  }
};

/**
 * A Redis of the test file's own: a redis-server on a free loopback port (no disk, gone with the test), since the
 * scale mode's keys are shared by every process that connects. Without the binary, TEST_REDIS_URL (a server the
 * test file then shares: run such files one at a time); with neither, undefined and the reason on stderr, and the
 * caller skips (CI installs redis-server).
 */
export const startTestRedis = async (): Promise<TestRedis | undefined> => {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    const url = process.env.TEST_REDIS_URL;
    if (url === undefined) {
      console.warn('scale-mode tests skipped: no redis-server binary and no TEST_REDIS_URL');
      return undefined;
    }
    return { url, stop: async () => {} };
  }
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let tries = 0; !(await answers(url)); tries++) {
    if (tries > 100) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill();
      }),
  };
};
