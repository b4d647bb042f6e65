import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumnsArbitrary } from '../../../test/arbitrary-candles';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { createScanState, type ScanMatch, scan, updatePrice, updateScan } from '../../scanner';
import { type CandleColumns, CandleSeries, candleAt, sliceColumns } from '../../series';
import { STRATEGIES } from '../registry';

const harmonics = STRATEGIES.filter((s) => s.key.startsWith('harmonic.'));
const KEY = { source: 'test', symbol: 'HARMONIC', timeframe: 60 };
const seriesOf = (columns: CandleColumns, end: number) =>
  CandleSeries.fromColumns(KEY, sliceColumns(columns, 0, end));
const byId = (matches: readonly ScanMatch[]) => [...matches].sort((a, b) => (a.id < b.id ? -1 : 1));
const isForming = (match: ScanMatch) => match.chartData.projectedD !== undefined;

/**
 * What voided a forming match as of bar `last`, walked independently of the scanner from the README's rule: a close
 * beyond its invalidation after the signal candle, or a candle after it whose extreme passes C (above it for a buy)
 * before any candle since C reached the PRZ (the candle that does both counts as passing C); null while neither.
 */
function voidAsOf(match: ScanMatch, columns: CandleColumns, last: number): 'close' | 'C' | null {
  const signal = columns.time.indexOf(match.matchDate);
  const c = columns.time.indexOf(match.chartData.C!.date);
  const side = match.type === 'buy' ? 1 : -1;
  const cPrice = match.chartData.C!.value;
  let reached = false;
  for (let k = c + 1; k <= last; k++) {
    const judged = k > signal;
    if (judged && side * (columns.close[k]! - match.invalidation) < 0) return 'close';
    const passed = side === 1 ? columns.high[k]! > cPrice : columns.low[k]! < cPrice;
    if (judged && !reached && passed) return 'C';
    reached ||= columns.low[k]! <= match.zone.to && columns.high[k]! >= match.zone.from;
  }
  return null;
}

/**
 * Walks the candles from `start` one update at a time over the harmonic strategies: every forming match is
 * invalidated exactly when `voidAsOf` says so; a live price at the next candle's extreme that voids a forming match
 * (updatePrice) is followed by a close that voids it too; every `every` candles the update equals a batch scan.
 * Returns how many forming matches price voided by passing C.
 */
function checkFormingLifecycle(columns: CandleColumns, start: number, every: number): number {
  const n = columns.time.length;
  const state = createScanState(seriesOf(columns, start), harmonics);
  let matches = state.matches();
  const passedC = new Set<string>();
  for (let k = start; k < n; k++) {
    // The next candle's extremes as live prices, before it closes.
    const ticked = new Set<string>();
    for (const price of [columns.high[k]!, columns.low[k]!]) {
      for (const match of updatePrice(matches, price))
        if (match.state === 'invalidated') ticked.add(match.id);
    }
    const update = updateScan(state, candleAt(columns, k));
    matches = update.matches;
    for (const match of matches.filter(isForming)) {
      const voided = voidAsOf(match, columns, k);
      expect([match.id, k, match.state === 'invalidated']).toEqual([match.id, k, voided !== null]);
      if (ticked.has(match.id)) expect([match.id, k, match.state]).toEqual([match.id, k, 'invalidated']);
      if (voided === 'C') passedC.add(match.id);
    }
    if ((k - start) % every === every - 1 || k === n - 1) {
      expect([k, byId(matches)]).toEqual([k, byId(scan(seriesOf(columns, k + 1), harmonics))]);
    }
  }
  return passedC.size;
}

describe('a forming harmonic through its life', () => {
  it.each(Object.entries(strategyFixtures()))(
    'is voided by price back beyond C before its PRZ, in batch, incremental and live prices alike (%s)',
    (_name, columns) => {
      const start = Math.min(1000, Math.floor(columns.time.length / 2));
      expect(checkFormingLifecycle(columns, start, 97)).toBeGreaterThan(3);
    },
  );

  it('and on random candles', () => {
    fc.assert(
      fc.property(candleColumnsArbitrary({ minLength: 200, maxLength: 400 }), (columns) => {
        checkFormingLifecycle(columns, 150, 50);
      }),
      { numRuns: 20 },
    );
  });
});
