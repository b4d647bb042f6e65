import { describe, expect, it } from 'vitest';
import { strategyRecordFixture } from '../../../test';
import { readRecordScope, scopeRows, writeRecordScope } from './record-scope';

const read = (search: string) => readRecordScope('crypto', new URLSearchParams(search));

describe('the record page’s scope in its address', () => {
  it('reads every source, a source, or an asset of a source', () => {
    expect(read('')).toEqual({ source: null, base: null });
    expect(read('source=kucoin-futures')).toEqual({ source: 'kucoin-futures', base: null });
    expect(read('source=bybit-futures&base=ETH')).toEqual({ source: 'bybit-futures', base: 'eth' });
  });

  it('drops a source of another market, an unknown one, a base without its source and a base that is no symbol', () => {
    expect(read('source=oanda&base=btc')).toEqual({ source: null, base: null });
    expect(read('source=ftx')).toEqual({ source: null, base: null });
    expect(read('base=btc')).toEqual({ source: null, base: null });
    expect(read('source=binance-spot&base=b%20t')).toEqual({ source: 'binance-spot', base: null });
  });

  it('writes only what narrows, and never a base without its source', () => {
    expect(writeRecordScope({ source: null, base: null }).toString()).toBe('');
    expect(writeRecordScope({ source: 'binance-spot', base: 'btc' }).toString()).toBe(
      'source=binance-spot&base=btc',
    );
    expect(writeRecordScope({ source: null, base: 'btc' }).toString()).toBe('');
  });

  it('picks the scope’s rows of the strategy, shortest timeframe first', () => {
    const records = [
      strategyRecordFixture({ strategyId: 7, timeframe: 240 }),
      strategyRecordFixture({ strategyId: 7, timeframe: 240, source: 'binance-spot' }),
      strategyRecordFixture({ strategyId: 7, timeframe: 60, source: 'binance-spot' }),
      strategyRecordFixture({ strategyId: 7, timeframe: 60, source: 'binance-spot', base: 'btc' }),
      strategyRecordFixture({ strategyId: 8, timeframe: 15, source: 'binance-spot' }),
    ];
    const key = (rows: ReturnType<typeof scopeRows>) => rows.map((row) => `${row.timeframe}:${row.base}`);
    expect(key(scopeRows(records, 7, { source: null, base: null }))).toEqual(['240:null']);
    expect(key(scopeRows(records, 7, { source: 'binance-spot', base: null }))).toEqual([
      '60:null',
      '240:null',
    ]);
    expect(key(scopeRows(records, 7, { source: 'binance-spot', base: 'btc' }))).toEqual(['60:btc']);
  });
});
