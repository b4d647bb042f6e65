import { type CandleColumns, emptyColumns, type SeriesKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { Backtest, type BacktestSeries } from './backtest';
import { createInlineBacktest } from './backtest-runner';

/** A gentle random walk of hourly candles (seeded), enough for most strategies to fire. */
function walk(length: number, seed: number): CandleColumns {
  const columns = emptyColumns(length);
  let price = 100;
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const next = price * (1 + (state / 2 ** 31 - 0.5) * 0.04);
    columns.time[i] = 1_600_000_000 + i * 3600;
    columns.open[i] = price;
    columns.close[i] = next;
    columns.high[i] = Math.max(price, next) * 1.005;
    columns.low[i] = Math.min(price, next) * 0.995;
    columns.volume[i] = 1000 + (state % 500);
    price = next;
  }
  return columns;
}

const key = (symbol: string): SeriesKey => ({ source: 'binance-spot', symbol, timeframe: 60 }) as SeriesKey;
const series = (symbol: string, seed: number): BacktestSeries => ({
  key: key(symbol),
  columns: walk(400, seed),
});
const scopes = {
  'binance-spot:AAAUSDT': { market: 'crypto', source: 'binance-spot', base: 'aaa' },
  'binance-spot:BBBUSDT': { market: 'crypto', source: 'binance-spot', base: 'bbb' },
} as const;

describe('the backtest job', () => {
  it('aggregates what it measured; an update re-measures one series and keeps the others', () => {
    const backtest = new Backtest();
    const first = backtest.run([series('AAAUSDT', 1), series('BBBUSDT', 2)], scopes);
    const total = (records: typeof first.records) =>
      records.filter((row) => row.source === null).reduce((sum, row) => sum + row.record.sample, 0);
    expect(total(first.records)).toBeGreaterThan(0);
    const again = backtest.update([series('BBBUSDT', 2)]);
    expect(again).toEqual(first);
    const moved = backtest.update([{ key: key('BBBUSDT'), columns: walk(400, 3) }]);
    expect(total(moved.records)).not.toBe(total(first.records));
  });

  it('refuses an update on a thread that never ran (a replaced worker): the service then runs it whole', () => {
    expect(() => new Backtest().update([series('AAAUSDT', 1)])).toThrow(/has not run/);
  });
});

describe('the inline runner', () => {
  it('answers as the job does', async () => {
    const runner = createInlineBacktest();
    const input = [series('AAAUSDT', 1), series('BBBUSDT', 2)];
    expect(await runner.run(input, scopes)).toEqual(new Backtest().run(input, scopes));
  });

  it('stops a run under way when closed, rather than finishing it for nobody', async () => {
    const runner = createInlineBacktest();
    const running = runner.run([series('AAAUSDT', 1), series('BBBUSDT', 2)], scopes);
    await runner.close();
    await expect(running).rejects.toThrow(/closed/);
  });
});
