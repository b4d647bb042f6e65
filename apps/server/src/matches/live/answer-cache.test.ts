import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../feed';
import { buildSegment } from '../../live-matches';
import { AccessMemo } from './access-memo';
import { AnswerCache, assetPrint } from './answer-cache';

const assets = (price: number, marketcap: number | null) =>
  new Map([['binance-spot:BTCUSDT', { price, change24h: 1, volume24h: 2, marketcap } as never]]);

describe('the answer cache', () => {
  it('answers a key only while the asset statistics it joined are unchanged (a missing cap included)', () => {
    const cache = new AnswerCache<string>();
    cache.set('k', assetPrint(assets(10, null)), 'answer');
    expect(cache.get('k', assetPrint(assets(10, null)))).toBe('answer');
    expect(cache.get('k', assetPrint(assets(11, null)))).toBeUndefined();
    expect(cache.get('other', assetPrint(assets(10, null)))).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('prints a statistics map once (the service hands out a new map when statistics change)', () => {
    const stats = assets(10, 5);
    expect(assetPrint(stats)).toBe(assetPrint(stats));
    expect(assetPrint(assets(10, 5))).not.toBe(assetPrint(stats));
    expect([...assetPrint(assets(10, 5))]).toEqual([...assetPrint(stats)]);
  });

  it('with admitOnSecond keeps a key from its second answer on, and replaces a kept stale answer at once', () => {
    const cache = new AnswerCache<string>(100, { admitOnSecond: true });
    const print = assetPrint(assets(10, null));
    cache.set('k', print, 'first');
    expect(cache.get('k', print)).toBeUndefined();
    cache.set('k', print, 'second');
    expect(cache.get('k', print)).toBe('second');
    const moved = assetPrint(assets(11, null));
    expect(cache.get('k', moved)).toBeUndefined();
    cache.set('k', moved, 'moved');
    expect(cache.get('k', moved)).toBe('moved');
    cache.set('other', print, 'other');
    expect(cache.get('other', print)).toBeUndefined();
  });

  it('holds at most its weight, dropping the least recently used first', () => {
    const cache = new AnswerCache<string>(10);
    const print = new Float64Array();
    cache.set('a', print, 'a', 4);
    cache.set('b', print, 'b', 4);
    cache.get('a', print);
    cache.set('c', print, 'c', 4);
    expect(['a', 'b', 'c'].map((key) => cache.get(key, print))).toEqual(['a', undefined, 'c']);
    cache.set('huge', print, 'huge', 11);
    expect(cache.get('huge', print)).toBeUndefined();
  });
});

describe('the access memo', () => {
  it('shares decisions per segment within a fingerprint, and starts over for a new segment or instrument', () => {
    const memo = new AccessMemo();
    const segment = buildSegment({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 }, []);
    const instrument = { id: 'binance-spot:BTCUSDT' } as Instrument;
    memo.of('pro|1')(segment, instrument).byStrategy.set(7, true);
    expect(memo.of('pro|1')(segment, instrument).byStrategy.get(7)).toBe(true);
    expect(memo.of('pro|2')(segment, instrument).byStrategy.get(7)).toBeUndefined();
    expect(
      memo
        .of('pro|1')(segment, { ...instrument })
        .byStrategy.get(7),
    ).toBeUndefined();
    const replaced = buildSegment({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 }, []);
    expect(memo.of('pro|1')(replaced, instrument).byStrategy.get(7)).toBeUndefined();
  });
});
