import { MessageChannel } from 'node:worker_threads';
import { groupIdOf, packedLength, type SeriesKey, unpackRow } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { randomWalk as walk } from '../../test';
import { copyColumns } from '../live-matches';
import { Backtest, type BacktestResult, type BacktestSeries } from './backtest';
import { createInlineBacktest, transferListOf } from './backtest-runner';

const key = (symbol: string): SeriesKey => ({ source: 'binance-spot', symbol, timeframe: 60 }) as SeriesKey;
const series = (symbol: string, seed: number): BacktestSeries => ({
  key: key(symbol),
  columns: walk(400, seed),
});
const scopes = {
  'binance-spot:AAAUSDT': { market: 'crypto', source: 'binance-spot', base: 'aaa' },
  'binance-spot:BBBUSDT': { market: 'crypto', source: 'binance-spot', base: 'bbb' },
} as const;

const rowsOf = (result: BacktestResult) =>
  result.groups.flatMap((group) =>
    Array.from({ length: packedLength(group) }, (_, i) => unpackRow(group, i)),
  );
const groupsOf = (result: BacktestResult) => new Map(result.groups.map((group) => [groupIdOf(group), group]));

describe('the backtest job', () => {
  it('aggregates what it measured; an update re-measures one series and keeps the others', () => {
    const backtest = new Backtest();
    const first = backtest.run([series('AAAUSDT', 1), series('BBBUSDT', 2)], scopes);
    expect(first.complete).toBe(true);
    const total = (result: BacktestResult) =>
      rowsOf(result)
        .filter((row) => row.source === null)
        .reduce((sum, row) => sum + row.record.sample, 0);
    expect(total(first)).toBeGreaterThan(0);
    const again = backtest.update([series('BBBUSDT', 2)]);
    for (const [id, group] of groupsOf(again)) expect(group).toEqual(groupsOf(first).get(id));
    const moved = backtest.update([{ key: key('BBBUSDT'), columns: walk(400, 3) }]);
    expect(total(moved)).not.toBe(total(first));
  }, 30_000);

  it("answers an upkeep with only the groups of the series it measured again, each as a full run's", () => {
    const backtest = new Backtest();
    backtest.run([series('AAAUSDT', 1), series('BBBUSDT', 2)], scopes);
    const moved = { key: key('BBBUSDT'), columns: walk(400, 3) };
    const upkeep = backtest.update([moved]);
    expect(upkeep.complete).toBe(false);
    // The market's and the source's rows, and BBB's own: AAA's asset rows did not change and do not travel.
    expect([...groupsOf(upkeep).keys()]).toEqual([
      'crypto|60||',
      'crypto|60|binance-spot|',
      'crypto|60|binance-spot|bbb',
    ]);
    const whole = groupsOf(new Backtest().run([series('AAAUSDT', 1), moved], scopes));
    for (const [id, group] of groupsOf(upkeep)) expect(group).toEqual(whole.get(id));
    expect(whole.has('crypto|60|binance-spot|aaa')).toBe(true);
  }, 30_000);

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

describe("the thread runner's transfer", () => {
  it("moves each buffer once, also when a series' columns share one (as the track record copies them)", () => {
    const input = [series('AAAUSDT', 1), series('BBBUSDT', 2)].map((one) => ({
      ...one,
      columns: copyColumns(one.columns),
    }));
    const buffers = transferListOf(input);
    expect(buffers).toHaveLength(2);
    const { port1, port2 } = new MessageChannel();
    try {
      port1.postMessage({ kind: 'run', series: input }, buffers);
      expect(input.every((one) => one.columns.close.length === 0)).toBe(true);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
