import { parentPort } from 'node:worker_threads';
import { Backtest, type BacktestResult } from './backtest';
import type { BacktestRequest } from './backtest-runner';

// The backtest's thread: series arrive with their candles, packed groups of rows go back (transferred, not copied);
// each series' record stays here.
const backtest = new Backtest();

/** The packed rows' buffers: moved to the main thread rather than copied. */
const transferOf = (result: BacktestResult): ArrayBuffer[] =>
  result.groups.flatMap((group) =>
    [group.rows.buffer, group.histograms.buffer].filter((buffer) => buffer.byteLength > 0),
  ) as ArrayBuffer[];

parentPort?.on('message', (request: BacktestRequest) => {
  try {
    const result =
      request.kind === 'run' ? backtest.run(request.series, request.scopes) : backtest.update(request.series);
    parentPort?.postMessage({ id: request.id, result }, transferOf(result));
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
