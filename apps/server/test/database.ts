import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db';

/** A schema of its own in the PostgreSQL cluster, and how to drop it (tests never share tables). */
export const freshPostgresSchema = async (
  baseUrl: string,
): Promise<{ schema: string; url: string; drop: () => Promise<void> }> => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
};

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
