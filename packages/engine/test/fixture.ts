import type { CandleColumns } from '../src/series';

/** Real candles copied into `fixtures/` with where they came from. */
export interface CandleFixture extends CandleColumns {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly provenance: string;
}

interface CandleFixtureJson {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly provenance: string;
  readonly time: readonly number[];
  readonly open: readonly number[];
  readonly high: readonly number[];
  readonly low: readonly number[];
  readonly close: readonly number[];
  readonly volume: readonly number[];
}

/** JSON has no NaN: fixtures write `null` where a series has no value yet. */
export const toFloat64 = (values: readonly (number | null)[]): Float64Array =>
  Float64Array.from(values, (value) => (value === null ? Number.NaN : value));

export function parseCandleFixture(text: string): CandleFixture {
  const json = JSON.parse(text) as CandleFixtureJson;
  return {
    source: json.source,
    symbol: json.symbol,
    timeframe: json.timeframe,
    provenance: json.provenance,
    time: toFloat64(json.time),
    open: toFloat64(json.open),
    high: toFloat64(json.high),
    low: toFloat64(json.low),
    close: toFloat64(json.close),
    volume: toFloat64(json.volume),
  };
}
