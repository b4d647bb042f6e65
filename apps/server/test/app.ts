import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
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
  /** PostgreSQL's URL (with the app's schema), when the tests run there. */
  databaseUrl: string | undefined;
  clock: { now: number };
  /** Closes the app as a stopping process would, and starts another on the same database (`app` is then the new one). */
  restart: (options?: TestAppOptions) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * What a test may hand the app besides its environment: stand-ins for the alerts' Telegram seam and timings, and the
 * track record's backtest runner (testBacktest); for the scale mode, another test app whose database (and data
 * folder) this one shares, and the process's role (given directly, as ROLE itself asks for PostgreSQL: two processes
 * on one SQLite file stand in for it).
 */
type TestAppOptions = Pick<Parameters<typeof buildApp>[1] & object, 'alerts' | 'backtest'> & {
  sharing?: TestApp;
  role?: Config['role'];
  /** Where the clock starts (unix ms; now by default): a benchmark replays the very same minutes every run. */
  startAt?: number;
};

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Every test app's: a process built beside one (the scale mode's) accepts its tokens. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-test';

export const startTestApp = async (
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const { sharing, role, startAt, ...buildOptions } = options;
  const dataDir = sharing?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tradescope-test-'));
  // The owner of a database drops it on close; an app sharing it leaves it be.
  const postgres =
    sharing !== undefined || TEST_DATABASE_URL === undefined
      ? undefined
      : await freshPostgresSchema(TEST_DATABASE_URL);
  const databaseUrl = sharing?.databaseUrl ?? postgres?.url;
  const clock = { now: startAt ?? Date.now() };
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    // No feed unless a test asks for one (MARKET_DATA: 'replay'): a replay costs every app a second or two of CPU.
    MARKET_DATA: 'off',
    // Nor the track record's backtest (ten-odd CPU seconds inline over a replay's series) unless a test asks for it.
    TRACK_RECORD: 'off',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    ...env,
  });
  const config = role === undefined ? loaded : { ...loaded, role };
  const open = async ({ sharing: _sharing, role: _role, startAt: _startAt, ...chosen }: TestAppOptions) => {
    const built = await buildApp(config, { logger: false, now: () => clock.now, ...chosen });
    await built.ready();
    return built;
  };
  let app = await open(buildOptions);
  const db = await openDatabase(config);
  return {
    get app() {
      return app;
    },
    db,
    dataDir,
    databaseUrl,
    clock,
    restart: async (next = options) => {
      await app.close();
      app = await open(next);
    },
    close: async () => {
      await db.destroy();
      await app.close();
      await postgres?.drop();
      if (sharing === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
