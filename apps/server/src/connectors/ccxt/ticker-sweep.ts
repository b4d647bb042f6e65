import type { CcxtExchange, TickerLike } from './ccxt-exchange';

const priceOf = (ticker: TickerLike | undefined): number | undefined => {
  const price = ticker?.last ?? ticker?.close;
  return price !== undefined && Number.isFinite(price) ? price : undefined;
};

/**
 * Publishes ticker prices: the tickers a watch call returned, and every other ticker of the chunk that ccxt's cache
 * holds newer than what was published (messages that arrived while no watch call was waiting). A target is whatever
 * the streams keep per market; the sweep reads only its ccxt symbol and hands it back with the price.
 */
export class TickerSweep<Target extends { readonly symbol: string }> {
  readonly #exchange: CcxtExchange;
  readonly #onPrice: (target: Target, price: number, timeS: number) => void;
  readonly #now: () => number;
  readonly #published = new Map<string, { price: number; timestamp: number | undefined }>();

  constructor(
    exchange: CcxtExchange,
    onPrice: (target: Target, price: number, timeS: number) => void,
    now: () => number,
  ) {
    this.#exchange = exchange;
    this.#onPrice = onPrice;
    this.#now = now;
  }

  publish(chunk: readonly Target[], received: readonly TickerLike[]): void {
    const fresh = new Map(
      received.flatMap((ticker) => (ticker.symbol === undefined ? [] : [[ticker.symbol, ticker]])),
    );
    for (const target of chunk) {
      // The cache first: it already holds any message processed after the one the watch call returned.
      const ticker = this.#exchange.tickers?.[target.symbol] ?? fresh.get(target.symbol);
      const price = priceOf(ticker);
      if (ticker === undefined || price === undefined) continue;
      const last = this.#published.get(target.symbol);
      if (last !== undefined && last.price === price && last.timestamp === ticker.timestamp) continue;
      this.#published.set(target.symbol, { price, timestamp: ticker.timestamp });
      this.#onPrice(target, price, Math.floor((ticker.timestamp ?? this.#now()) / 1000));
    }
  }
}
