import { sliceColumns } from '../src/series';
import { type CandleFixture, parseCandleFixture, toFloat64 } from './fixture';
import btcusdt240 from './fixtures/btcusdt-240.json?raw';
import syntheticSteps from './fixtures/synthetic-steps.json?raw';

/** Expected outputs of one indicator from an independent implementation (see bench/oracle/). */
export interface OracleFixture {
  /** The implementation the numbers come from, e.g. "TA-Lib 0.6.0-dev C core via npm talib 1.1.6 TA_RSI". */
  readonly source: string;
  readonly cases: readonly OracleCase[];
}

export interface OracleCase {
  readonly input: OracleInputName;
  readonly params: Readonly<Record<string, number | null>>;
  readonly outputs: Readonly<Record<string, Float64Array>>;
}

export type OracleInputName = 'btcusdt-240' | 'synthetic-steps';

interface OracleFixtureJson {
  readonly source: string;
  readonly cases: readonly {
    readonly input: OracleInputName;
    readonly params: Readonly<Record<string, number | null>>;
    readonly outputs: Readonly<Record<string, readonly (number | null)[]>>;
  }[];
}

export function parseOracleFixture(text: string): OracleFixture {
  const json = JSON.parse(text) as OracleFixtureJson;
  return {
    source: json.source,
    cases: json.cases.map((c) => ({
      input: c.input,
      params: c.params,
      outputs: Object.fromEntries(
        Object.entries(c.outputs).map(([name, values]) => [name, toFloat64(values)]),
      ),
    })),
  };
}

/** The candles an oracle case ran on: the first 300 BTCUSDT 4h candles, or the synthetic steps. */
export function oracleInput(name: OracleInputName): CandleFixture {
  if (name === 'synthetic-steps') return parseCandleFixture(syntheticSteps);
  const all = parseCandleFixture(btcusdt240);
  return { ...all, ...sliceColumns(all, 0, 300) };
}

/** A case's numeric parameter; fixtures always write the ones an indicator needs. */
export function param(c: OracleCase, name: string): number {
  const value = c.params[name];
  if (typeof value !== 'number') throw new Error(`oracle case lacks parameter ${name}`);
  return value;
}

/** A case's expected output column. */
export function expected(c: OracleCase, name: string): Float64Array {
  const values = c.outputs[name];
  if (!values) throw new Error(`oracle case lacks output ${name}`);
  return values;
}
