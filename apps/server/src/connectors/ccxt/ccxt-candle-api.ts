import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { candleOfOhlcv } from '../core/candle-mapping';
import type { RequestGate } from '../core/request-gate';
import { ccxtTimeframe, nextOpen, windowStart } from '../core/timeframe-codes';
import type { TimerScope } from '../core/timers';
import type { CandleApi } from '../series/candle-api';
import type { ClosedRange } from '../series/live-series';
import { type CcxtExchange, isPermanent, rateLimitClassifier } from './ccxt-exchange';

export interface CcxtCandleApiInit {
  readonly exchange: CcxtExchange;
  readonly gate: RequestGate;
  readonly scope: TimerScope;
  /** Candles per request: the venue's maximum (ccxt `features…fetchOHLCV.limit`). */
  readonly pageSize: number;
  readonly symbolOf: (instrument: Instrument) => string;
}

/**
 * REST candles through ccxt `fetchOHLCV`, paged forward from `since`. Every page passes the venue's request gate;
 * a 429 (binance also 418; bybit's retCode 10006) pauses the venue for the wait its headers ask for.
 */
export const ccxtCandleApi = (init: CcxtCandleApiInit): CandleApi => {
  const { exchange, gate, scope, pageSize } = init;
  const classify = rateLimitClassifier(exchange, () => scope.now());

  const page = async (symbol: string, timeframe: string, sinceS: number): Promise<Candle[]> => {
    const rows = await gate.run(
      () => exchange.fetchOHLCV(symbol, timeframe, sinceS * 1000, pageSize),
      classify,
    );
    return rows.flatMap((row) => candleOfOhlcv(row) ?? []);
  };

  const range = async (
    instrument: Instrument,
    timeframe: number,
    from: number,
    before: number,
  ): Promise<ClosedRange> => {
    const code = ccxtTimeframe(timeframe);
    if (code === undefined) throw new Error(`no ccxt timeframe for ${timeframe} minutes`);
    const symbol = init.symbolOf(instrument);
    const closed: Candle[] = [];
    let forming: Candle | undefined;
    // ccxt gives no complete flag. Whoever asks knows the venue has moved on to `before` (a kline opened there,
    // or our clock says so): what opens earlier is closed, the newest later one is forming.
    for (let since = from; since < before; ) {
      const candles = await page(symbol, code, since);
      for (const candle of candles) {
        if (candle.time >= before) forming = candle;
        else if (candle.time >= from) closed.push(candle);
      }
      const last = candles.at(-1);
      if (last === undefined || last.time < since) break;
      since = nextOpen(last.time, timeframe);
    }
    return { closed, forming };
  };

  return {
    range,
    permanent: isPermanent,
    recent: async (instrument, timeframe, count, before) =>
      (await range(instrument, timeframe, windowStart(before, timeframe, count), before)).closed,
  };
};
