/**
 * True for a unique-constraint failure on either database: better-sqlite3's SQLITE_CONSTRAINT_UNIQUE (or the
 * primary-key variant) and PostgreSQL's SQLSTATE 23505.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
