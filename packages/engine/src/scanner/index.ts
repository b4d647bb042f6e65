/**
 * The scanner: a series of closed candles -> its live matches. `scan` runs the catalog over a whole
 * series; `createScanState` + `updateScan` keep a series warm and add one closed candle at a time
 * without rescanning; `updatePrice` refreshes distances between closes.
 */
import { scan } from './scan';
import { createScanState, scanMatches, updateScan } from './scan-state';
import { updatePrice } from './update-price';

export { distanceToZone } from './distance';
export { matchId, seriesTag } from './match-id';
export { levelsOf, type MatchState } from './match-state';
export { forEachEndedSignal, PAST_LOOKBACK, type PastMatch } from './past';
export { type ScanOptions, scan, scanWithPast } from './scan';
export { createScanState, ScanState, type ScanUpdate, scanMatches, updateScan } from './scan-state';
export type { ScanMatch, ScanSeries } from './types';
export { priceMovesState, updatePrice } from './update-price';
export { asWindowScan } from './window-values';

/** The scanner's verbs in one place: `scanner.update(state, closedCandle)`. */
export const scanner = {
  scan,
  createState: createScanState,
  update: updateScan,
  matches: scanMatches,
  updatePrice,
} as const;
