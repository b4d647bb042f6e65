import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../db';
import { freshPostgresSchema } from '../../testing/test-app';

/**
 * A database of its own for a feed test: a temp SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is
 * set (as the app tests do). `open` may be called again after closing a handle: that is how a restart is tested.
 */
export const tempDatabase = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-md-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = baseUrl === undefined ? undefined : await freshPostgresSchema(baseUrl);
  const databaseUrl = postgres?.url;
  return {
    dataDir,
    databaseUrl,
    open: (): Promise<Database> => openDatabase({ dataDir, databaseUrl }),
    cleanup: async (): Promise<void> => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
