/**
 * Shared test helpers for the engine: real and random candles, oracle fixtures from independent
 * implementations, series comparison, and the streaming contract every indicator (and, later,
 * every strategy) must keep. Used by tests only; the package entry does not export it.
 */
export { type CandleArbitraryOptions, candleColumnsArbitrary } from './arbitrary-candles';
export { btcusdt60Candles, btcusdt240Candles } from './candles';
export { expectSeriesClose, expectSeriesIdentical, firstMismatch, type Mismatch } from './compare';
export {
  type ContractOptions,
  type ContractSubject,
  describeStreamingContract,
  type Outputs,
  type StreamUnderContract,
} from './contract';
export { type CandleFixture, parseCandleFixture, toFloat64 } from './fixture';
export {
  expected,
  type OracleCase,
  type OracleFixture,
  type OracleInputName,
  oracleInput,
  param,
  parseOracleFixture,
} from './oracle';
