import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users';
import { batchedUserRows } from './user-rows';

const repo = () => {
  const rows = new Map<string, UserRecord>();
  const queries: string[][] = [];
  const row = (id: string, version: number) => ({ id, settings_json: `{"v":${version}}` }) as UserRecord;
  return {
    rows,
    queries,
    row,
    users: {
      findById: async (id: string) => {
        queries.push([id]);
        return rows.get(id);
      },
      findByIds: async (ids: readonly string[]) => {
        queries.push([...ids]);
        return ids.flatMap((id) => rows.get(id) ?? []);
      },
    },
  };
};

describe('user rows read in batches', () => {
  it('answers the callers of one turn with one query, unknown users with none', async () => {
    const { rows, queries, row, users } = repo();
    rows.set('a', row('a', 1));
    rows.set('b', row('b', 1));
    const find = batchedUserRows(users);
    const found = await Promise.all([find('a'), find('b'), find('a'), find('nobody')]);
    expect(found.map((r) => r?.id)).toEqual(['a', 'b', 'a', undefined]);
    expect(queries).toEqual([['a', 'b', 'nobody']]);
  });

  it('never hands a read that started before a call to it: a write in between is seen', async () => {
    const { rows, queries, row, users } = repo();
    rows.set('a', row('a', 1));
    const find = batchedUserRows(users);
    const first = find('a');
    await new Promise((resolve) => setImmediate(resolve));
    rows.set('a', row('a', 2));
    const second = find('a');
    expect((await first)?.settings_json).toBe('{"v":1}');
    expect((await second)?.settings_json).toBe('{"v":2}');
    expect(queries).toEqual([['a'], ['a']]);
  });

  it('passes a failed read to every caller of its batch', async () => {
    const find = batchedUserRows({
      findById: () => Promise.reject(new Error('down')),
      findByIds: () => Promise.reject(new Error('down')),
    });
    await expect(Promise.all([find('a'), find('b')])).rejects.toThrow('down');
  });
});
