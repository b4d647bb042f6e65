import { parentPort } from 'node:worker_threads';
import { Backtest } from './backtest';
import type { BacktestRequest } from './backtest-runner';

// The backtest's thread: series arrive with their candles, aggregated rows go back; each series' record stays here.
const backtest = new Backtest();

parentPort?.on('message', (request: BacktestRequest) => {
  try {
    parentPort?.postMessage({
      id: request.id,
      result:
        request.kind === 'run'
          ? backtest.run(request.series, request.scopes)
          : backtest.update(request.series),
    });
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
