import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db';
import { freshPostgresSchema } from './database';

/**
 * Tests run on the embedded SQLite file, or on PostgreSQL when TEST_DATABASE_URL is set (CI runs the suite both
 * ways). Each app gets its own data folder and, on PostgreSQL, its own schema, so test files never see each other.
 */
export type TestApp = {
  app: FastifyInstance;
  /** A second handle on the app's database, to check what was stored rather than only what was answered. */
  db: Database;
  dataDir: string;
  clock: { now: number };
  close: () => Promise<void>;
};

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const startTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-test-'));
  const postgres = TEST_DATABASE_URL === undefined ? undefined : await freshPostgresSchema(TEST_DATABASE_URL);
  const clock = { now: Date.now() };
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-test',
    // No feed unless a test asks for one (MARKET_DATA: 'replay'): a replay costs every app a second or two of CPU.
    MARKET_DATA: 'off',
    ...(postgres === undefined ? {} : { DATABASE_URL: postgres.url }),
    ...env,
  });
  const app = await buildApp(config, { logger: false, now: () => clock.now });
  await app.ready();
  const db = await openDatabase(config);
  return {
    app,
    db,
    dataDir,
    clock,
    close: async () => {
      await db.destroy();
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
