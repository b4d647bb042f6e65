import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { PRIVATE_FILE_MODE, privateFolderSync } from '../data-dir';
import { migrationProvider } from './migrations';
import { OwnSchemaPostgresDialect } from './own-schema-dialect';
import { withStatementCache } from './statement-cache';
import type { Tables } from './tables';

export type Database = Kysely<Tables>;

type DatabaseOptions = {
  dataDir: string;
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl: string | undefined;
};

const INT8_OID = 20;

const openSqlite = (dataDir: string): Database => {
  privateFolderSync(dataDir);
  const name = path.join(dataDir, 'tradescope.sqlite');
  // SQLite gives its -wal and -shm files the database file's mode: the file is created owner-only before it opens.
  closeSync(openSync(name, 'a', PRIVATE_FILE_MODE));
  for (const each of [name, `${name}-wal`, `${name}-shm`])
    if (existsSync(each)) chmodSync(each, PRIVATE_FILE_MODE);
  const file = new SqliteDatabase(name);
  // WAL lets readers run while the scanner writes; NORMAL sync is durable across a process crash in WAL mode.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
};

const openPostgres = (connectionString: string): Database => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Millisecond times live in bigint columns; read them as numbers (they stay far below 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Tables>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
};

/** Opens the database for the configured mode and brings its schema up to date. */
export const openDatabase = async ({ dataDir, databaseUrl }: DatabaseOptions): Promise<Database> => {
  const db = databaseUrl === undefined ? openSqlite(dataDir) : openPostgres(databaseUrl);
  // Kysely looks for its bookkeeping tables by name across every schema unless told which one is ours, so two
  // databases in one PostgreSQL cluster (schemas on one search_path each) would see each other's.
  const migrationTableSchema =
    databaseUrl === undefined
      ? undefined
      : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    await db.destroy();
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return db;
};
