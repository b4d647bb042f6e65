import type { Candle, UnixSeconds } from '@tradescope/engine';

/** A venue's number: ccxt gives numbers, OANDA decimal strings; anything else is not a price. */
const toNumber = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
};

const isSane = (candle: Candle): boolean =>
  [candle.time, candle.open, candle.high, candle.low, candle.close, candle.volume].every(Number.isFinite) &&
  candle.low <= Math.min(candle.open, candle.close) &&
  candle.high >= Math.max(candle.open, candle.close) &&
  candle.volume >= 0;

const candleOf = (time: number, o: unknown, h: unknown, l: unknown, c: unknown, v: unknown) => {
  const candle: Candle = {
    time: time as UnixSeconds,
    open: toNumber(o),
    high: toNumber(h),
    low: toNumber(l),
    close: toNumber(c),
    volume: v === undefined || v === null ? 0 : toNumber(v),
  };
  return isSane(candle) ? candle : undefined;
};

/** ccxt's `[ms, open, high, low, close, volume]`; undefined for a malformed row (a venue bug must not crash us). */
export const candleOfOhlcv = (row: readonly unknown[]): Candle | undefined => {
  const ms = toNumber(row[0]);
  if (!Number.isFinite(ms)) return undefined;
  return candleOf(Math.floor(ms / 1000), row[1], row[2], row[3], row[4], row[5]);
};

/** OANDA time: RFC 3339 by default, "1502463600.000000000" with `Accept-Datetime-Format: UNIX`. */
export const secondsOfOandaTime = (value: unknown): number => {
  if (typeof value !== 'string') return Number.NaN;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.floor(Number(value));
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
};

export interface OandaCandle {
  readonly time?: unknown;
  readonly mid?: { readonly o?: unknown; readonly h?: unknown; readonly l?: unknown; readonly c?: unknown };
  readonly volume?: unknown;
  readonly complete?: unknown;
}

/** An OANDA v20 candlestick with `mid` prices (decimal strings); volume is OANDA's tick count. */
export const candleOfOanda = (raw: OandaCandle): { candle: Candle; complete: boolean } | undefined => {
  const time = secondsOfOandaTime(raw.time);
  if (!Number.isFinite(time) || raw.mid === undefined) return undefined;
  const candle = candleOf(time, raw.mid.o, raw.mid.h, raw.mid.l, raw.mid.c, raw.volume);
  return candle === undefined ? undefined : { candle, complete: raw.complete === true };
};

export interface UdfBars {
  readonly t?: readonly unknown[];
  readonly o?: readonly unknown[];
  readonly h?: readonly unknown[];
  readonly l?: readonly unknown[];
  readonly c?: readonly unknown[];
  readonly v?: readonly unknown[];
}

/** TradingView-UDF column arrays (LiteFinance's chart history); `offsetS` undoes a feed not on UTC. */
export const candlesOfUdf = (bars: UdfBars, offsetS = 0): Candle[] => {
  const times = bars.t ?? [];
  const out: Candle[] = [];
  for (let i = 0; i < times.length; i++) {
    const time = toNumber(times[i]);
    if (!Number.isFinite(time)) continue;
    const candle = candleOf(time - offsetS, bars.o?.[i], bars.h?.[i], bars.l?.[i], bars.c?.[i], bars.v?.[i]);
    if (candle !== undefined) out.push(candle);
  }
  return out;
};

/** Candles in time order with one candle per open time (the later one wins, as the venue's latest word). */
export const ordered = (candles: readonly Candle[]): Candle[] => {
  const byTime = new Map<number, Candle>();
  for (const candle of candles) byTime.set(candle.time, candle);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
};
