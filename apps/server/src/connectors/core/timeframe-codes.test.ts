import { TIMEFRAMES } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  ccxtTimeframe,
  formingOpen,
  liteFinanceResolution,
  oandaGranularity,
  windowStart,
} from './timeframe-codes';

describe('timeframe codes', () => {
  it('maps the broker timeframes to OANDA granularities', () => {
    expect([1, 5, 15, 30, 60, 240, 1440, 10080].map(oandaGranularity)).toEqual([
      'M1',
      'M5',
      'M15',
      'M30',
      'H1',
      'H4',
      'D',
      'W',
    ]);
    expect(oandaGranularity(3)).toBeUndefined();
  });

  it('names every product timeframe in ccxt', () => {
    for (const timeframe of TIMEFRAMES) expect(ccxtTimeframe(timeframe)).toBeDefined();
    expect(ccxtTimeframe(720)).toBe('12h');
  });

  it('maps LiteFinance resolutions', () => {
    expect([1, 60, 1440].map(liteFinanceResolution)).toEqual(['1', '60', 'D']);
  });

  it('finds the forming candle and the start of the closed window, weeks on Mondays', () => {
    const wednesday = Date.UTC(2026, 2, 4, 13, 7, 30) / 1000;
    expect(formingOpen(wednesday, 5)).toBe(Date.UTC(2026, 2, 4, 13, 5) / 1000);
    expect(formingOpen(wednesday, 10080)).toBe(Date.UTC(2026, 2, 2) / 1000);
    expect(windowStart(wednesday, 60, 3)).toBe(Date.UTC(2026, 2, 4, 10) / 1000);
    expect(windowStart(wednesday, 10080, 2)).toBe(Date.UTC(2026, 1, 16) / 1000);
  });
});
