import type SqliteDatabase from 'better-sqlite3';

/** Distinct statements kept: the app's queries are a few hundred shapes; multi-row inserts vary with the row count. */
const CACHED_STATEMENTS = 500;

/**
 * The SQLite file as Kysely's dialect takes it, with each statement prepared once: Kysely prepares every query it runs,
 * and preparing was about a fifth of the embedded server's SQLite time at an hour boundary (close-latency.mjs profile).
 * Kysely runs a statement to completion before the next query, so reusing one is safe; a statement still iterating (a
 * streamed select) is never handed out twice.
 */
export const withStatementCache = (file: SqliteDatabase.Database) => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: (): void => {
      statements.clear();
      file.close();
    },
    prepare: (sql: string): SqliteDatabase.Statement => {
      const kept = statements.get(sql);
      if (kept !== undefined && !kept.busy) {
        // Least recently used leave first: Map order is insertion order, so a hit moves to the end.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = file.prepare(sql);
      if (kept === undefined) {
        statements.set(sql, statement);
        if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
};
