import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../db';

/**
 * A database of its own for a feed test: a temp SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is
 * set (as the app tests do). `open` may be called again after closing a handle: that is how a restart is tested.
 */
export const tempDatabase = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-md-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (baseUrl !== undefined) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    open: (): Promise<Database> => openDatabase({ dataDir, databaseUrl }),
    cleanup: async (): Promise<void> => {
      if (baseUrl !== undefined) {
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
