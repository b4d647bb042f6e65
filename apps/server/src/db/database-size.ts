import { sql } from 'kysely';
import type { Database } from './database';

/** Bytes the database takes: SQLite's pages, or PostgreSQL's whole database (every schema in it). */
export const databaseSizeBytes = async (db: Database, postgres: boolean): Promise<number> => {
  const query = postgres
    ? sql<{ size: number | string }>`select pg_database_size(current_database()) as size`
    : sql<{
        size: number | string;
      }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
  const row = (await query.execute(db)).rows[0];
  return Number(row?.size ?? 0);
};
