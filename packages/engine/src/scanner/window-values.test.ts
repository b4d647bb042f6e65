import { describe, expect, it } from 'vitest';
import { btcusdt240Candles } from '../../test';
import { candleAt, type SeriesKey, sliceColumns } from '../series';
import { OBV, STRATEGIES } from '../strategies';
import { scan } from './scan';
import { createScanState, updateScan } from './scan-state';
import { asWindowScan } from './window-values';

const key: SeriesKey = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 };
const readsObv = new Set(STRATEGIES.filter((s) => s.needs.includes(OBV)).map((s) => s.id));

describe('asWindowScan', () => {
  it('gives a warm state’s OBV divergences the readings of the window the batch scan counts OBV over', () => {
    const candles = btcusdt240Candles();
    const state = createScanState({ key, columns: () => sliceColumns(candles, 0, 300) });
    for (let bar = 300; bar < 400; bar++) updateScan(state, candleAt(candles, bar));
    // The feed's window has slid 100 candles past the state's first: OBV counts from a later candle there.
    const window = sliceColumns(candles, 100, 400);
    const warm = state.matches();
    const batch = new Map(scan({ key, columns: () => window }).map((match) => [match.id, match]));
    const rebased = asWindowScan(warm, window);
    const obv = rebased.filter((match) => readsObv.has(match.strategyId));
    expect(obv.length).toBeGreaterThan(0);
    for (const match of obv) {
      expect(match.chartData).toEqual(batch.get(match.id)!.chartData);
      expect(warm.find((w) => w.id === match.id)!.chartData).not.toEqual(match.chartData);
    }
    // Every other match is the state's own.
    rebased.forEach((match, k) => {
      if (!readsObv.has(match.strategyId)) expect(match).toBe(warm[k]);
    });
  });
});
