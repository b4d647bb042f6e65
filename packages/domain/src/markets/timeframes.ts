/** Every candle length the product knows, in minutes (spec §9). 43800 is one month (365 × 24 × 60 / 12). */
export const TIMEFRAMES = [1, 3, 5, 15, 30, 60, 120, 240, 360, 720, 1440, 10080, 43800] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** Crypto futures exchanges scan these; spot exchanges add the 3-minute candle that jumps run on. */
export const CRYPTO_FUTURES_TIMEFRAMES = [
  5, 15, 30, 60, 120, 240, 720, 1440, 10080,
] as const satisfies readonly Timeframe[];
export const CRYPTO_SPOT_TIMEFRAMES = [
  3,
  ...CRYPTO_FUTURES_TIMEFRAMES,
] as const satisfies readonly Timeframe[];
/** mexc offers neither 2-hour nor 12-hour candles. */
export const MEXC_TIMEFRAMES = [5, 15, 30, 60, 240, 1440, 10080] as const satisfies readonly Timeframe[];
/** oanda and lite-finance (forex brokers). */
export const BROKER_TIMEFRAMES = [1, 5, 15, 30, 60, 240, 1440, 10080] as const satisfies readonly Timeframe[];

/** Jumps are detected on 3-minute candles; the pumps page offers only the long timeframes (spec §2, §9). */
export const JUMPS_TIMEFRAME = 3 as const satisfies Timeframe;
export const PUMPS_TIMEFRAMES = [720, 1440, 10080] as const satisfies readonly Timeframe[];

/** Seconds between two candle opens: the distance the chart and the passed-candle count step by. */
export const CANDLE_SECONDS = {
  1: 60,
  3: 180,
  5: 300,
  15: 900,
  30: 1800,
  60: 3600,
  120: 7200,
  240: 14400,
  360: 21600,
  720: 43200,
  1440: 86400,
  10080: 604800,
  43800: 2628000,
} as const satisfies Record<Timeframe, number>;

/** Chart interval labels (spec §9: 1h, 2h, 4h, 12h, 1d, 1w and the shorter/longer ones around them). */
export const TIMEFRAME_LABELS = {
  1: '1m',
  3: '3m',
  5: '5m',
  15: '15m',
  30: '30m',
  60: '1h',
  120: '2h',
  240: '4h',
  360: '6h',
  720: '12h',
  1440: '1d',
  10080: '1w',
  43800: '1M',
} as const satisfies Record<Timeframe, string>;

export const isTimeframe = (value: unknown): value is Timeframe =>
  typeof value === 'number' && (TIMEFRAMES as readonly number[]).includes(value);

export const candleSeconds = (timeframe: Timeframe): number => CANDLE_SECONDS[timeframe];

export const timeframeLabel = (timeframe: Timeframe): string => TIMEFRAME_LABELS[timeframe];

/** Query strings and saved filters carry timeframes as text; saving converts them to numbers (spec §4). */
export const parseTimeframe = (value: unknown): Timeframe | undefined => {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isTimeframe(minutes) ? minutes : undefined;
};
