/**
 * A moment as whole seconds since the unix epoch: the unit of the spec's expiry timestamps (§3) and of
 * every candle time in the engine (DESIGN §5 Candles), which uses this one brand. Branded so a
 * millisecond `Date.now()` cannot be passed where seconds are meant.
 */
export type UnixSeconds = number & { readonly __unit: 'UnixSeconds' };

export const SECONDS_PER_DAY = 86_400;

export const unixSeconds = (value: number): UnixSeconds => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`unix seconds must be a whole number, got ${value}`);
  return value as UnixSeconds;
};

/** Partial seconds are dropped: an instant inside a second belongs to that second. */
export const unixSecondsFromMillis = (millis: number): UnixSeconds => unixSeconds(Math.floor(millis / 1000));

export const addDays = (at: UnixSeconds, days: number): UnixSeconds =>
  unixSeconds(at + days * SECONDS_PER_DAY);
