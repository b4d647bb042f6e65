import { describe, expect, it, vi } from 'vitest';
import { createReceiptsJournal } from './receipts-store';

const fakeStore = (failFirst = false) => {
  const rows = new Map<string, number>();
  const writes: number[] = [];
  let fail = failFirst;
  return {
    rows,
    writes,
    write: async (stamped: readonly (readonly [string, number])[], dropped: readonly string[]) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      writes.push(stamped.length + dropped.length);
      for (const id of dropped) rows.delete(id);
      for (const [id, at] of stamped) rows.set(id, at);
    },
  };
};

describe('the receipts journal', () => {
  it('writes only the last change of each id, in bounded batches', async () => {
    const store = fakeStore();
    const journal = createReceiptsJournal(store, { delayMs: 60_000, onError: () => {} });
    journal.record(
      [
        ['a', 1],
        ['b', 2],
      ],
      [],
    );
    journal.record([], ['a']);
    journal.record([['c', 3]], ['b']);
    journal.record([['b', 4]], []);
    await journal.flush();
    expect([...store.rows]).toEqual([
      ['b', 4],
      ['c', 3],
    ]);
    const many = Array.from({ length: 4500 }, (_, i) => [`m${i}`, i] as const);
    journal.record(many, []);
    await journal.flush();
    expect(store.writes.slice(1)).toEqual([2000, 2000, 500]);
    expect(store.rows.size).toBe(4502);
  });

  it('keeps a failed batch for the next write, behind newer changes of the same ids', async () => {
    const store = fakeStore(true);
    const errors: unknown[] = [];
    const journal = createReceiptsJournal(store, { delayMs: 60_000, onError: (error) => errors.push(error) });
    journal.record(
      [
        ['a', 1],
        ['b', 2],
      ],
      [],
    );
    await journal.flush();
    expect(errors).toHaveLength(1);
    journal.record([], ['a']);
    await journal.flush();
    expect([...store.rows]).toEqual([['b', 2]]);
  });

  it('writes on its own a little after changes arrive', async () => {
    const store = fakeStore();
    const journal = createReceiptsJournal(store, { delayMs: 5, onError: () => {} });
    journal.record([['a', 1]], []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...store.rows]).toEqual([['a', 1]]);
  });

  it('still writes on its own after a flush that found nothing to write', async () => {
    const store = fakeStore();
    const journal = createReceiptsJournal(store, { delayMs: 5, onError: () => {} });
    await journal.flush();
    journal.record([['a', 1]], []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...store.rows]).toEqual([['a', 1]]);
  });

  it('waits while scans are still to apply (a burst), and at most maxDelayMs past due', async () => {
    // The writer's turns between batches (setImmediate) stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const store = fakeStore();
      let busy = true;
      const journal = createReceiptsJournal(store, {
        delayMs: 1000,
        maxDelayMs: 5000,
        busy: () => busy,
        onError: () => {},
      });
      journal.record([['a', 1]], []);
      await vi.advanceTimersByTimeAsync(3000);
      expect(store.rows.size).toBe(0);
      busy = false;
      await vi.advanceTimersByTimeAsync(100);
      expect([...store.rows]).toEqual([['a', 1]]);
      await journal.flush();
      // A burst that never ends holds the write back no longer than maxDelayMs.
      busy = true;
      journal.record([['b', 2]], []);
      await vi.advanceTimersByTimeAsync(5900);
      expect(store.rows.has('b')).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(store.rows.get('b')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
