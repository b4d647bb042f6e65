import { describe, expect, it } from 'vitest';
import { isNew, sortGifts } from './gift-rows';

const gift = (name: string, enable_date: number) => ({ name, title: name, days: 7, date: 1, enable_date });

describe('gift rows (spec §2)', () => {
  it('calls a gift new until it is activated', () => {
    expect(isNew(gift('a', 0))).toBe(true);
    expect(isNew(gift('a', 1_790_000_000))).toBe(false);
  });

  it('sorts by activation date either way, and keeps the server order otherwise', () => {
    const gifts = [gift('a', 5), gift('b', 0), gift('c', 9)];
    expect(sortGifts(gifts, { field: 'enable_date', direction: 'desc' }).map((g) => g.name)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(sortGifts(gifts, { field: 'enable_date', direction: 'asc' }).map((g) => g.name)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(sortGifts(gifts, null).map((g) => g.name)).toEqual(['a', 'b', 'c']);
  });
});
