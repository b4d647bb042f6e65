import type { CandleColumns } from '../src/series';
import { parseCandleFixture } from './fixture';
import btcusdt60 from './fixtures/btcusdt-60.json?raw';
import btcusdt240 from './fixtures/btcusdt-240.json?raw';
import ethusdt1440 from './fixtures/ethusdt-1440.json?raw';
import eurusdOanda1440 from './fixtures/eurusd-oanda-1440.json?raw';

/**
 * The real candles strategy tests run on (provenance in each file): Binance BTCUSDT 4h and 1h, Binance
 * ETHUSDT daily, OANDA EURUSD daily (no volume: volume strategies stay silent there).
 */
export const strategyFixtures = (): Readonly<Record<string, CandleColumns>> => ({
  'btcusdt-240': parseCandleFixture(btcusdt240),
  'btcusdt-60': parseCandleFixture(btcusdt60),
  'ethusdt-1440': parseCandleFixture(ethusdt1440),
  'eurusd-oanda-1440': parseCandleFixture(eurusdOanda1440),
});
