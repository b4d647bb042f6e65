import type { SourceName } from '@tradescope/domain';
import type { Instrument } from '../../feed';
import type { RequestGate } from '../core/request-gate';
import { ccxtTimeframe } from '../core/timeframe-codes';
import type { FeedContext } from '../series/feed-context';
import { type CcxtExchange, rateLimitClassifier } from './ccxt-exchange';
import { CCXT_SOURCES, resolveSymbol } from './ccxt-sources';

/** An instrument the exchange lists, with its ccxt symbol and the timeframes the exchange offers. */
export interface CcxtMarket {
  readonly symbol: string;
  readonly instrument: Instrument;
  readonly timeframes: readonly number[];
}

/** Retries like any REST call (the exchange may be down when we start); false if the feed stopped first. */
export const loadMarkets = async (
  ctx: FeedContext,
  gate: RequestGate,
  exchange: CcxtExchange,
  label: string,
) => {
  const { scope, log, timing } = ctx;
  const classify = rateLimitClassifier(exchange, () => scope.now());
  for (let attempt = 0; !scope.disposed; attempt++) {
    try {
      // ccxt keeps a failed load's rejection until asked to reload.
      await gate.run(() => exchange.loadMarkets(attempt > 0), classify);
      return true;
    } catch (error) {
      if (scope.disposed) return false;
      log.warn({ err: error }, `${label}: loading markets failed; retrying`);
      await scope.sleep(timing.reconnectMs);
    }
  }
  return false;
};

/** The catalog's instruments this exchange lists; the others are logged and skipped. */
export const resolveMarkets = (
  ctx: FeedContext,
  exchange: CcxtExchange,
  source: SourceName,
  instruments: readonly Instrument[],
  timeframes: readonly number[],
): CcxtMarket[] => {
  const kind = CCXT_SOURCES[source]!.kind;
  const offered = timeframes.filter((timeframe) => {
    const code = ccxtTimeframe(timeframe);
    if (code !== undefined && code in exchange.timeframes) return true;
    ctx.log.warn({ timeframe }, `${source}: the exchange has no ${timeframe}-minute candles; skipped`);
    return false;
  });
  return instruments.flatMap((instrument) => {
    const symbol = resolveSymbol(exchange.markets ?? {}, kind, instrument, (code) =>
      exchange.safeCurrencyCode(code),
    );
    if (symbol !== undefined) return [{ symbol, instrument, timeframes: offered }];
    ctx.log.warn({ instrument: instrument.id }, `${source}: no such market; skipped`);
    return [];
  });
};
