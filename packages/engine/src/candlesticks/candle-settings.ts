/** What a candle setting measures on each candle it averages (TA_RangeType). */
export const RANGE_TYPES = {
  realBody: 'realBody',
  highLow: 'highLow',
  /** Upper plus lower shadow; the average is then halved to speak of one shadow. */
  shadows: 'shadows',
} as const;

export type RangeType = (typeof RANGE_TYPES)[keyof typeof RANGE_TYPES];

export interface CandleSetting {
  readonly rangeType: RangeType;
  /** Candles before the one judged; 0 means "the candle itself". */
  readonly avgPeriod: number;
  readonly factor: number;
}

/** TA-Lib's defaults, TA_RestoreCandleDefaultSettings in ta_common/ta_global.c (TA-Lib 0.6). */
export const CANDLE_SETTINGS = {
  /** body longer than the average body of the 10 previous candles */
  bodyLong: { rangeType: 'realBody', avgPeriod: 10, factor: 1 },
  /** body longer than 3 times that average */
  bodyVeryLong: { rangeType: 'realBody', avgPeriod: 10, factor: 3 },
  /** body shorter than the average body of the 10 previous candles */
  bodyShort: { rangeType: 'realBody', avgPeriod: 10, factor: 1 },
  /** body at most 10% of the average high-low range of the 10 previous candles */
  bodyDoji: { rangeType: 'highLow', avgPeriod: 10, factor: 0.1 },
  /** shadow longer than the candle's own body */
  shadowLong: { rangeType: 'realBody', avgPeriod: 0, factor: 1 },
  /** shadow longer than twice the candle's own body */
  shadowVeryLong: { rangeType: 'realBody', avgPeriod: 0, factor: 2 },
  /** shadow shorter than half the average shadow sum of the 10 previous candles */
  shadowShort: { rangeType: 'shadows', avgPeriod: 10, factor: 1 },
  /** shadow shorter than 10% of the average high-low range of the 10 previous candles */
  shadowVeryShort: { rangeType: 'highLow', avgPeriod: 10, factor: 0.1 },
  /** distance within 20% of the average high-low range of the 5 previous candles */
  near: { rangeType: 'highLow', avgPeriod: 5, factor: 0.2 },
  /** distance of at least 60% of that average */
  far: { rangeType: 'highLow', avgPeriod: 5, factor: 0.6 },
  /** distance within 5% of that average */
  equal: { rangeType: 'highLow', avgPeriod: 5, factor: 0.05 },
} as const satisfies Record<string, CandleSetting>;

export type CandleSettingName = keyof typeof CANDLE_SETTINGS;

/** The longest averaging period among the settings a pattern reads, as TA-Lib's lookbacks take it. */
export function maxPeriod(...names: readonly CandleSettingName[]): number {
  let longest = 0;
  for (const name of names) longest = Math.max(longest, CANDLE_SETTINGS[name].avgPeriod);
  return longest;
}
