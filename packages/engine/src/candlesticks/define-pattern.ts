import { CandleAverage } from './candle-average';
import { CANDLE_SETTINGS, type CandleSettingName } from './candle-settings';
import { Candles } from './candles';

export interface PatternOptions {
  /** How far the last candle must reach into the first one's body (a fraction of it); star patterns only. */
  readonly penetration?: number;
}

/**
 * Detects one pattern on every bar. Returns TA-Lib's codes in an array as long as the input:
 * +100 / -100 (bullish / bearish or TA-Lib's sign), +80 / -80 for a weaker variant, +200 / -200 for a
 * confirmed Hikkake, 0 otherwise. Bars before `lookback` hold 0, where TA-Lib emits nothing.
 * The code describes the candles only; whether the trend makes it meaningful is the strategy's call.
 */
export type CandlestickDetector = ((
  open: ArrayLike<number>,
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  options?: PatternOptions,
) => Int16Array) & {
  readonly lookback: number;
  /**
   * The code of the last of exactly `lookback + 1` candles, as `detect(...)[lookback]` with the default penetration.
   * Given the same arrays again (the scanner's reused per-pattern window), it reuses the rule built the first time:
   * a bar's code then allocates nothing.
   */
  readonly lastCode: (
    open: Float64Array,
    high: Float64Array,
    low: Float64Array,
    close: Float64Array,
  ) => number;
  /** TA-Lib's default penetration for the patterns that take one, else null. */
  readonly defaultPenetration: number | null;
  /** The definition's average-free necessary condition, if it has one (PatternDefinition.mayFire). */
  readonly mayFire: PreCheck | undefined;
};

/** Whether the candles ending at bar i pass a pattern's tests that read no candle average. */
export type PreCheck = (candles: Candles, i: number) => boolean;

export interface PatternContext {
  readonly candles: Candles;
  readonly penetration: number;
  /** A rolling average of `setting` for candle `i - offset`, slid forward by the scan. */
  average(setting: CandleSettingName, offset?: number): CandleAverage;
}

export interface PatternDefinition {
  /** First bar TA-Lib scores (its TA_CDL*_Lookback with default settings). */
  readonly lookback: number;
  /** Bars TA-Lib replays before `lookback` to seed a stateful pattern (Hikkake); their codes are dropped. */
  readonly warmup?: number;
  readonly penetration?: number;
  /**
   * The rule's tests that read no candle average (colours, gaps, how the candles' prices stand to each other): false
   * only on bars the rule scores 0, whatever the penetration. Most bars fail it, and a one-bar code then needs no
   * replay of the averages. Omitted where each test of the rule reads an average.
   */
  readonly mayFire?: PreCheck;
  /** Builds the per-bar rule once per call, so the scan itself allocates nothing. */
  readonly setup: (context: PatternContext) => PatternRule;
}

/**
 * A bar's code as the scan stands on it. A stateful rule (one with a warm-up) must have `restart`, which forgets what
 * the bars before told it: `lastCode` replays the warm-up on the same rule instead of building one per bar
 * (last-code.test.ts holds every pattern's lastCode to detect).
 */
export type PatternRule = ((i: number) => number) & { readonly restart?: () => void };

export function definePattern(definition: PatternDefinition): CandlestickDetector {
  const { lookback, warmup = 0, setup } = definition;
  const detect = (
    open: ArrayLike<number>,
    high: ArrayLike<number>,
    low: ArrayLike<number>,
    close: ArrayLike<number>,
    options: PatternOptions = {},
  ): Int16Array => {
    const candles = new Candles(open, high, low, close);
    const out = new Int16Array(candles.length);
    const penetration = options.penetration ?? definition.penetration ?? 0;
    if (!(penetration >= 0 && Number.isFinite(penetration))) {
      throw new RangeError(`penetration must be a finite number >= 0, got ${penetration}`);
    }
    if (candles.length <= lookback) return out;

    const first = lookback - warmup;
    const averages: CandleAverage[] = [];
    const average = (setting: CandleSettingName, offset = 0): CandleAverage => {
      const avg = new CandleAverage(candles, CANDLE_SETTINGS[setting], offset, first);
      averages.push(avg);
      return avg;
    };
    const score = setup({ candles, penetration, average });
    for (let i = first; i < candles.length; i++) {
      const code = score(i);
      if (i >= lookback) out[i] = code;
      for (let a = 0; a < averages.length; a++) averages[a]?.roll(i);
    }
    return out;
  };
  // The rule bound to the last arrays `lastCode` was given, replayed from `first` (the warm-up) on each call.
  let bound:
    | {
        readonly arrays: readonly Float64Array[];
        readonly score: PatternRule;
        readonly averages: CandleAverage[];
      }
    | undefined;
  const first = lookback - warmup;
  const lastCode = (
    open: Float64Array,
    high: Float64Array,
    low: Float64Array,
    close: Float64Array,
  ): number => {
    if (open.length !== lookback + 1) return detect(open, high, low, close)[lookback] ?? 0;
    const a = bound?.arrays;
    if (bound === undefined || a![0] !== open || a![1] !== high || a![2] !== low || a![3] !== close) {
      const candles = new Candles(open, high, low, close);
      const averages: CandleAverage[] = [];
      const average = (setting: CandleSettingName, offset = 0): CandleAverage => {
        const avg = new CandleAverage(candles, CANDLE_SETTINGS[setting], offset, first);
        averages.push(avg);
        return avg;
      };
      const score = setup({ candles, penetration: definition.penetration ?? 0, average });
      bound = { arrays: [open, high, low, close], score, averages };
    } else {
      for (let k = 0; k < bound.averages.length; k++) bound.averages[k]!.restart(first);
      bound.score.restart?.();
    }
    // As detect: each warm-up bar scored, then the averages slid on; the last bar's code is the answer.
    const { score, averages } = bound;
    for (let i = first; i < lookback; i++) {
      score(i);
      for (let k = 0; k < averages.length; k++) averages[k]!.roll(i);
    }
    return score(lookback);
  };
  return Object.assign(detect, {
    lookback,
    lastCode,
    defaultPenetration: definition.penetration ?? null,
    mayFire: definition.mayFire,
  });
}
