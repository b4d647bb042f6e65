import type { Candle, UnixSeconds } from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClosedRange, LiveSeries } from './live-series';

const bar = (time: number, close = 10): Candle => ({
  time: time as UnixSeconds,
  open: 10,
  high: Math.max(10, close) + 1,
  low: Math.min(10, close) - 1,
  close,
  volume: 1,
});

const range = (from: number, to: number) => Array.from({ length: (to - from) / 60 }, (_, i) => from + i * 60);

/** A venue whose 1-minute candle at `forming` is still open; REST answers after a turn of the event loop. */
const venue = (forming: number) => {
  const state = { forming, fetches: [] as [number, number][], failures: 0, gaps: new Set<number>() };
  const fetchRange = async (from: number, before: number): Promise<ClosedRange> => {
    state.fetches.push([from, before]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (state.failures > 0) {
      state.failures--;
      throw new Error('venue down');
    }
    const closed = range(from, Math.min(before, state.forming))
      .filter((time) => !state.gaps.has(time))
      .map((time) => bar(time));
    return { closed, forming: bar(state.forming) };
  };
  return { state, fetchRange };
};

const track = (forming: number, options: Partial<{ failures: number }> = {}) => {
  const { state, fetchRange } = venue(forming);
  state.failures = options.failures ?? 0;
  const commits: number[] = [];
  const series = new LiveSeries({
    timeframe: 1,
    lastClosed: forming - 60,
    settled: forming,
    fetchRange,
    commit: (candle) => commits.push(candle.time),
    retry: async () => true,
  });
  return { state, series, commits };
};

describe('live series: nothing lost, nothing doubled', () => {
  it('appends streamed closes without asking REST when nothing is missing', async () => {
    const { state, series, commits } = track(600);
    series.kline(bar(600, 11));
    series.kline(bar(660));
    series.kline(bar(660, 12));
    series.kline(bar(720));
    await series.idle();
    expect(commits).toEqual([600, 660]);
    expect(state.fetches).toEqual([]);
    expect(series.forming?.time).toBe(720);
  });

  it('after a drop fills the missing candles from REST before the live ones, in order', async () => {
    const { state, series, commits } = track(600);
    series.kline(bar(600));
    series.interrupt();
    state.forming = 900;
    series.kline(bar(900));
    state.forming = 960;
    series.kline(bar(960));
    series.kline(bar(1020));
    await series.idle();
    expect(state.fetches).toEqual([[600, 900]]);
    expect(commits).toEqual([600, 660, 720, 780, 840, 900, 960]);
  });

  it('retries a failed fill and keeps the live closes waiting behind it', async () => {
    const { state, series, commits } = track(600, { failures: 2 });
    state.forming = 720;
    series.kline(bar(720));
    series.kline(bar(780));
    await series.idle();
    expect(state.fetches).toHaveLength(3);
    expect(commits).toEqual([600, 660, 720]);
  });

  it('settles a range it gave up on instead of asking for it again and again', async () => {
    const { state, fetchRange } = venue(600);
    state.failures = 1;
    const commits: number[] = [];
    const series = new LiveSeries({
      timeframe: 1,
      lastClosed: 540,
      settled: 600,
      fetchRange,
      commit: (candle) => commits.push(candle.time),
      retry: async () => false,
    });
    state.forming = 720;
    series.kline(bar(720));
    series.kline(bar(780));
    await series.idle();
    expect(state.fetches).toEqual([[600, 720]]);
    expect(commits).toEqual([720]);
  });

  it('accepts a gap the venue really has, asking for it only once', async () => {
    const { state, series, commits } = track(600);
    state.gaps = new Set([600, 660]);
    state.forming = 720;
    series.kline(bar(720));
    series.kline(bar(780));
    await series.idle();
    expect(commits).toEqual([720]);
    expect(state.fetches).toEqual([[600, 720]]);
  });

  it('asks again for a candle the venue still builds after it ended (polled venues)', async () => {
    const { state, series, commits } = track(600);
    state.forming = 600;
    await series.sync(660);
    expect(commits).toEqual([]);
    expect(series.expected).toBe(600);
    state.forming = 660;
    await series.sync(660);
    expect(commits).toEqual([600]);
    expect(series.forming?.time).toBe(660);
  });

  it('holds for any order of klines, drops and REST failures', async () => {
    const step = fc.record({
      advance: fc.integer({ min: 0, max: 3 }),
      delivered: fc.boolean(),
      drop: fc.boolean(),
      fail: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { state, series, commits } = track(600);
        for (const { advance, delivered, drop, fail } of steps) {
          state.forming += advance * 60;
          if (fail) state.failures++;
          if (drop) series.interrupt();
          if (delivered) series.kline(bar(state.forming, 10 + advance));
          if (fail) await new Promise((resolve) => setTimeout(resolve, 0));
        }
        series.kline(bar(state.forming));
        await series.idle();
        expect(commits).toEqual(range(600, state.forming));
      }),
      { numRuns: 200 },
    );
  });
});
