import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type Database, openDatabase } from '../src/db';
import { freshPostgresSchema } from './database';
import { freePort } from './redis';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The scale mode's services for tests: PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, falling back to
 * REDIS_URL). Absent, the scale-mode tests skip and say why; CI (.ci/run) starts both and runs them.
 */
export const scaleServices = (): { databaseUrl: string; redisUrl: string } | undefined => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
  if (databaseUrl === undefined || redisUrl === undefined) {
    console.warn(
      'scale-mode tests skipped: they need TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis)',
    );
    return undefined;
  }
  return { databaseUrl, redisUrl };
};

/** A Redis database of the server's 16 for one test file, emptied: BullMQ's queue names are fixed. */
export const freshRedisDatabase = async (redisUrl: string, index: number): Promise<string> => {
  const url = new URL(redisUrl);
  url.pathname = `/${index}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
};

let built = false;
/** The server as it ships (dist/server.js and its scan worker thread), built once per test file. */
const buildServer = (): void => {
  if (built) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  built = true;
};

export type RoleProcess = {
  role: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote (its JSON log), for a failing test's message. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has gone. */
  exited: Promise<number | string>;
};

/**
 * Starts `node dist/server.js` in a role on a free loopback port and waits until its health answers ready (`live`:
 * until it answers at all; an api is ready only once a scanner's feed relay is loaded).
 */
const startRole = async (
  role: 'api' | 'scanner' | 'notifier',
  env: Record<string, string>,
  { timeoutMs = 30_000, until = 'ready' }: { timeoutMs?: number; until?: 'ready' | 'live' } = {},
): Promise<RoleProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `tradescope-${role}-`)),
      AUTH_SECRET: 'scale-test-secret-scale-test-secret-0001',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} exited at start:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health${until === 'live' ? '/live' : ''}`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${role} not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { role, port, child, output: () => output, exited };
};

/** Stops a role as a supervisor would (SIGTERM) and waits for it to leave. */
const stopRole = async (one: RoleProcess): Promise<void> => {
  if (one.child.exitCode !== null || one.child.signalCode !== null) return;
  one.child.kill('SIGTERM');
  await one.exited;
};

/** Polls an async condition until it holds; fails with `what` after `timeoutMs`. */
export const waitUntil = async (
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

type Role = Parameters<typeof startRole>[0];

/**
 * The scale mode for one process-test file: the server built, a PostgreSQL schema of its own (migrated here once, so
 * the processes start on a ready schema) and a Redis database of the server's 16 (`redisDatabase`: one per file,
 * since BullMQ's queue names are fixed), emptied. `start` runs a role on both; `stop` ends what it started and drops
 * the schema.
 */
export const startScaleCluster = async (
  services: { databaseUrl: string; redisUrl: string },
  { redisDatabase }: { redisDatabase: number },
) => {
  buildServer();
  const redisUrl = await freshRedisDatabase(services.redisUrl, redisDatabase);
  const schema = await freshPostgresSchema(services.databaseUrl);
  const db: Database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: schema.url });
  const started: RoleProcess[] = [];
  // Every role's: the database, Redis, and no market feed unless a test asks for one.
  const env = { DATABASE_URL: schema.url, REDIS_URL: redisUrl, MARKET_DATA: 'off' };
  return {
    db,
    redisUrl,
    start: async (
      role: Role,
      more: Record<string, string> = {},
      options?: Parameters<typeof startRole>[2],
    ): Promise<RoleProcess> => {
      const one = await startRole(role, { ...env, ...more }, options);
      started.push(one);
      return one;
    },
    stop: async (): Promise<void> => {
      await Promise.all(started.map(stopRole));
      await db.destroy();
      await schema.drop();
    },
  };
};

export type ScaleCluster = Awaited<ReturnType<typeof startScaleCluster>>;
