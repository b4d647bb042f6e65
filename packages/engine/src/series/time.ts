declare const unit: unique symbol;

/** A number that carries its unit in the type, like lightweight-charts' `Nominal<number, 'Coordinate'>`. */
export type Nominal<T, Unit extends string> = T & { readonly [unit]: Unit };

/** Unix time in seconds UTC: the unit of every candle time in the engine (DESIGN §5 Candles). */
export type UnixSeconds = Nominal<number, 'UnixSeconds'>;
/** Unix time in milliseconds UTC: what exchanges and `Date.now()` speak. */
export type UnixMillis = Nominal<number, 'UnixMillis'>;

export const unixSeconds = (value: number): UnixSeconds => value as UnixSeconds;
export const unixMillis = (value: number): UnixMillis => value as UnixMillis;

/** Drops the sub-second part: a candle opens on a whole second. */
export const millisToSeconds = (value: UnixMillis): UnixSeconds => Math.floor(value / 1000) as UnixSeconds;
export const secondsToMillis = (value: UnixSeconds): UnixMillis => (value * 1000) as UnixMillis;
