import { type CandleColumns, emptyColumns, type SeriesKey } from '@tradescope/engine';
import { type BacktestRunner, createInlineBacktest } from '../src/track-record';

/**
 * The track record's inline backtest on the series `measure` keeps (the whole replay costs a minute of CPU from
 * sources), which a test can hold: `hold()` makes the next runs wait until `release()`, so the state while the
 * backtest runs can be seen.
 */
export const testBacktest = (measure: (key: SeriesKey) => boolean) => {
  const inner = createInlineBacktest();
  let gate = Promise.resolve();
  let open = () => {};
  const runner: BacktestRunner = {
    run: async (series, scopes) => {
      await gate;
      return inner.run(
        series.filter(({ key }) => measure(key)),
        scopes,
      );
    },
    update: async (series) => {
      await gate;
      return inner.update(series.filter(({ key }) => measure(key)));
    },
    // Not closed with the app: the same runner serves the app a restart builds (its few series finish quickly).
    close: async () => {},
  };
  return {
    runner,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
  };
};

/** A gentle random walk of hourly candles (seeded), enough for most strategies of the catalog to fire. */
export function randomWalk(length: number, seed: number): CandleColumns {
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
