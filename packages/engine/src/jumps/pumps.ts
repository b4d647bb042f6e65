import type { CandleColumns } from '../series';

/** The pumps page's windows in minutes (spec §2: 720, 1440, 10080). */
export const PUMP_WINDOWS = [720, 1440, 10080] as const;

/**
 * A pump: the price up at least `minChange` percent over the window on at least `minVolumeRatio`
 * times the volume of an equal window before it (the average of up to `baselineWindows` of them).
 * Thresholds grow with the window; they are our defaults, not a published rule.
 */
export const PUMP_RULES = {
  minChange: { 720: 5, 1440: 8, 10080: 20 } as Readonly<Record<number, number>>,
  minVolumeRatio: 2,
  baselineWindows: 3,
} as const;

export interface PumpRules {
  readonly minChange: Readonly<Record<number, number>>;
  readonly minVolumeRatio: number;
  readonly baselineWindows: number;
}

export interface PumpStats {
  readonly window: number;
  /** Open time of the window's first candle and of its last, unix seconds. */
  readonly from: number;
  readonly to: number;
  /** The close before the window and the last close. */
  readonly open: number;
  readonly close: number;
  /** Percent change over the window. */
  readonly change: number;
  readonly volume: number;
  /** Average volume of the equal windows before it. */
  readonly baseline: number;
  /** volume / baseline; 0 when there is no baseline volume. */
  readonly volumeRatio: number;
  readonly isPump: boolean;
}

const sum = (values: Float64Array, from: number, to: number): number => {
  let total = 0;
  for (let i = from; i < to; i++) total += values[i]!;
  return total;
};

/**
 * Change and volume surge of the last `window` minutes of a series of `timeframe`-minute candles, or
 * null when the series is shorter than the window, one candle before it and one baseline window.
 */
export function pumpStats(
  columns: CandleColumns,
  timeframe: number,
  window: number,
  rules: PumpRules = PUMP_RULES,
): PumpStats | null {
  if (!(Number.isInteger(window / timeframe) && window >= timeframe)) {
    throw new RangeError(`a ${window}-minute window is not a whole number of ${timeframe}-minute candles`);
  }
  const bars = window / timeframe;
  const n = columns.close.length;
  const start = n - bars;
  const baselines = Math.min(rules.baselineWindows, Math.floor(start / bars));
  if (start < 1 || baselines < 1) return null;
  const open = columns.close[start - 1]!;
  const close = columns.close[n - 1]!;
  const volume = sum(columns.volume, start, n);
  const baseline = sum(columns.volume, start - baselines * bars, start) / baselines;
  const change = open > 0 ? (close / open - 1) * 100 : 0;
  const volumeRatio = baseline > 0 ? volume / baseline : 0;
  const minChange = rules.minChange[window] ?? Number.POSITIVE_INFINITY;
  return {
    window,
    from: columns.time[start]!,
    to: columns.time[n - 1]!,
    open,
    close,
    change,
    volume,
    baseline,
    volumeRatio,
    isPump: change >= minChange && volumeRatio >= rules.minVolumeRatio,
  };
}

/** The pump statistics of every window the series is long enough for. */
export function detectPumps(
  columns: CandleColumns,
  timeframe: number,
  windows: readonly number[] = PUMP_WINDOWS,
  rules: PumpRules = PUMP_RULES,
): PumpStats[] {
  const stats: PumpStats[] = [];
  for (const window of windows) {
    const s = pumpStats(columns, timeframe, window, rules);
    if (s !== null) stats.push(s);
  }
  return stats;
}
