import { describe, expect, it } from 'vitest';
import { REPLAY_FOLDERS, replayInstrument } from '../catalog/replay-instruments';
import { findInstrument, intervalMinutes } from './candle-history';

describe('chart history requests', () => {
  it('reads intervals as minutes, chart labels or TradingView resolutions', () => {
    expect(intervalMinutes(240)).toBe(240);
    expect(intervalMinutes('240')).toBe(240);
    expect(intervalMinutes('4h')).toBe(240);
    expect(intervalMinutes('1D')).toBe(1440);
    expect(intervalMinutes('W')).toBe(10080);
    expect(intervalMinutes('1m')).toBe(1);
    expect(intervalMinutes('1M')).toBe(43800);
    expect(intervalMinutes(7)).toBeUndefined();
    expect(intervalMinutes('soon')).toBeUndefined();
  });

  it('finds an instrument by our symbol, the venue symbol or the pair', () => {
    const forex = REPLAY_FOLDERS.find((f) => f.folder === 'forex')!;
    const instruments = ['EURUSD', 'GBPUSD'].map((symbol) => replayInstrument(forex, symbol));
    for (const name of ['EURUSD', 'EUR_USD', 'eur/usd']) {
      expect(findInstrument(instruments, 'oanda', name)?.symbol).toBe('EURUSD');
    }
    expect(findInstrument(instruments, 'lite-finance', 'EURUSD')).toBeUndefined();
  });
});
