// Expected indicator values from independent implementations, written as JSON fixtures beside the
// engine's indicators. Run once (needs bench/node_modules: `npm ci --prefix packages/engine/bench`):
//   node packages/engine/bench/oracle/gen-indicator-fixtures.mjs
// TA-Lib for everything it has; trading-signals for Ichimoku, Supertrend and VWAP, which TA-Lib
// lacks. Tests never need these libraries.
import { writeTalibFixtures } from './talib-fixtures.mjs';
import { writeTradingSignalsFixtures } from './trading-signals-fixtures.mjs';

writeTalibFixtures();
writeTradingSignalsFixtures();
