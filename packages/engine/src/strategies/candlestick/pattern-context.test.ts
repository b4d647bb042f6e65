import { describe, expect, it } from 'vitest';
import { candlesFromCloses, flat, ramp } from '../../../test/constructed-candles';
import { ATR_14, BatchContext } from '../context';
import { fitsSetting } from './pattern-context';

/** Closes with 0.5 wicks: ATR(14) is about 2 (1 of body plus the wicks). */
const context = (closes: number[]) => new BatchContext(candlesFromCloses(closes));
const single = { candles: 1 };

describe('fitsSetting', () => {
  it('takes a reversal buy after a decline of more than one ATR, holding the lowest low of 10 bars', () => {
    const ctx = context([...flat(100, 20), ...ramp(100, -1, 15)]);
    const atr = ctx.indicator(ATR_14).atr;
    const last = ctx.length - 1;
    expect(fitsSetting(ctx, atr, single, 'reversal', 'buy', last)).toBe(true);
    expect(fitsSetting(ctx, atr, single, 'reversal', 'sell', last)).toBe(false);
  });

  it('refuses a low that is not the lowest of the last 10 bars', () => {
    const ctx = context([...flat(100, 20), ...ramp(100, -1, 15), 90]);
    const atr = ctx.indicator(ATR_14).atr;
    // Bar 35 closes at 90 over the 85 of bar 34: the pattern bar's low is not the swing low.
    expect(fitsSetting(ctx, atr, single, 'reversal', 'buy', 35)).toBe(false);
  });

  it('calls drift within one ATR no trend, and takes continuations only with the trend', () => {
    const drift = context([
      ...flat(100, 20),
      100.5,
      100,
      100.5,
      100,
      100.5,
      100,
      100.5,
      100,
      100.5,
      100,
      100.5,
      100.5,
    ]);
    const atr = drift.indicator(ATR_14).atr;
    expect(fitsSetting(drift, atr, single, 'continuation', 'buy', drift.length - 1)).toBe(false);
    const rise = context([...flat(100, 20), ...ramp(100, 1, 15)]);
    const atrRise = rise.indicator(ATR_14).atr;
    expect(fitsSetting(rise, atrRise, single, 'continuation', 'buy', rise.length - 1)).toBe(true);
    expect(fitsSetting(rise, atrRise, single, 'continuation', 'sell', rise.length - 1)).toBe(false);
  });

  it('has no trend to read before the ATR is warm', () => {
    const early = context(ramp(100, -1, 14));
    expect(fitsSetting(early, early.indicator(ATR_14).atr, single, 'reversal', 'buy', 13)).toBe(false);
  });
});
