import { type CandleFixture, parseCandleFixture } from './fixture';
import btcusdt60 from './fixtures/btcusdt-60.json?raw';
import btcusdt240 from './fixtures/btcusdt-240.json?raw';

/** Binance spot BTCUSDT 4-hour candles, the last 500 up to 2022-10-11 (see bench/oracle/). */
export const btcusdt240Candles = (): CandleFixture => parseCandleFixture(btcusdt240);

/** Binance spot BTCUSDT 1-hour candles, the last 480 up to 2022-10-11 10:00 UTC. */
export const btcusdt60Candles = (): CandleFixture => parseCandleFixture(btcusdt60);
