/**
 * Shared test support for the engine: real and random candles, oracle fixtures from independent
 * implementations, series comparison, and the streaming contract every indicator (and, later,
 * every strategy) must keep. Outside src: production code never imports it (.dependency-cruiser.cjs).
 */
export { candleColumnsArbitrary } from './arbitrary-candles';
export { btcusdt60Candles, btcusdt240Candles } from './candles';
export { expectSeriesClose, expectSeriesIdentical } from './compare';
export { type ContractSubject, describeStreamingContract, type Outputs } from './contract';
export { parseCandleFixture } from './fixture';
export { expected, oracleInput, param, parseOracleFixture } from './oracle';
