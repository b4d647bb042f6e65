import { describe, expect, it } from 'vitest';
import { BAR_TIMES, harmonicBuy, trendlineSell } from '../../../test/ui/chart/match-fixtures';
import { focusMatchOf, matchFrame, minBarsFor } from './match-frame';

const at = (bar: number) => BAR_TIMES[bar]!;
/** 200 hourly bars, the match fixtures' 48 among them. */
const LONG = Array.from({ length: 200 }, (_, index) => at(0) + index * 3600);

describe('framing a match', () => {
  it('shows every point of the pattern with bars before it and room after it', () => {
    // X on bar 10, D and the firing candle on bar 40.
    const frame = matchFrame(LONG, harmonicBuy, 20)!;
    expect(frame.from).toBeLessThan(10 - 5);
    expect(frame.to).toBeGreaterThan(40 + 7);
    // Not the whole history: the pattern fills most of the view.
    expect((40 - 10) / (frame.to - frame.from)).toBeGreaterThan(0.6);
  });

  it('gives a one-candle match at least the minimum bars, taken from the history on its left', () => {
    const candle = { ...harmonicBuy, chartData: {}, matchTimestamp: LONG[150]! };
    const frame = matchFrame(LONG, candle, 60)!;
    expect(frame.to - frame.from).toBeGreaterThanOrEqual(60);
    // Most of the added bars are history; a quarter is room on the right.
    expect(150 - frame.from).toBeGreaterThan(1.5 * (frame.to - 150));
    expect(frame.to).toBeGreaterThan(150 + 7);
  });

  it('frames a match on the newest bar past the last bar, so its arrow and zone clear the price axis', () => {
    const fresh = { ...harmonicBuy, chartData: {}, matchTimestamp: at(47) };
    const frame = matchFrame(BAR_TIMES, fresh, 30)!;
    expect(frame.to).toBeGreaterThan(47 + 7);
    expect(frame.from).toBeGreaterThanOrEqual(-0.5);
  });

  it('has nothing to frame when no point of the match is on the loaded bars', () => {
    const old = { ...harmonicBuy, chartData: {}, matchTimestamp: at(0) - 3600 };
    expect(matchFrame(BAR_TIMES, old, 30)).toBeNull();
  });

  it('opens on the newest match, and asks for more bars on a wider chart', () => {
    expect(focusMatchOf([harmonicBuy, trendlineSell])?.id).toBe('m-2');
    expect(focusMatchOf([])).toBeUndefined();
    expect(minBarsFor(375)).toBe(30);
    expect(minBarsFor(1440)).toBe(103);
    expect(minBarsFor(100)).toBe(30);
  });
});
