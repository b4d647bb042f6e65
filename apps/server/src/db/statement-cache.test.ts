import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const file = new SqliteDatabase(':memory:');
  file.exec('create table t (n integer)');
  const prepare = vi.spyOn(file, 'prepare');
  afterEach(() => prepare.mockClear());

  it('prepares each query once however often Kysely runs it, with its own parameters each time', async () => {
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(file) }),
    });
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    for (const n of [1, 2, 3]) {
      const rows = await db.selectFrom('t').select('n').where('n', '>=', n).execute();
      expect(rows.map((row) => row.n)).toEqual([1, 2, 3].filter((m) => m >= n));
    }
    expect(prepare).toHaveBeenCalledTimes(2);
    expect((await sql<{ c: number }>`select count(*) as c from t`.execute(db)).rows).toEqual([{ c: 3 }]);
  });

  it('never hands out a statement that is still iterating', () => {
    const cache = withStatementCache(file);
    const first = cache.prepare('select n from t');
    const rows = first.iterate();
    rows.next();
    const second = cache.prepare('select n from t');
    expect(second).not.toBe(first);
    expect(second.all()).toHaveLength(3);
    rows.return?.();
    expect(cache.prepare('select n from t')).toBe(first);
  });

  it('keeps a bounded number of statements, the least recently used leaving first', () => {
    const cache = withStatementCache(file);
    const kept = cache.prepare('select 0');
    for (let k = 1; k <= 600; k++) {
      cache.prepare(`select ${k}`);
      if (k % 100 === 0) expect(cache.prepare('select 0')).toBe(kept);
    }
    prepare.mockClear();
    cache.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
