import type { SeriesKey } from '@tradescope/engine';
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
