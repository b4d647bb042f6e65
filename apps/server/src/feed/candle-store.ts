import { type Candle, type CandleColumns, CandleSeries, type SeriesKey } from '@tradescope/engine';
import type { PriceTick } from './market-events';

const keyOf = (source: string, symbol: string, timeframe: number): string =>
  `${source}|${symbol}|${timeframe}`;
const priceKeyOf = (source: string, symbol: string): string => `${source}|${symbol}`;

/**
 * The recent window of closed candles of every series, in memory, plus the latest price of every symbol. Feeds
 * write it (replay or live connectors, or the scale mode's api from the relay); routes, the websocket hub and the
 * scanner read it.
 */
export class CandleStore {
  readonly #series = new Map<string, CandleSeries>();
  readonly #prices = new Map<string, PriceTick>();

  /** Starts a series from history (oldest first), keeping at most `maxLength` candles. */
  create(key: SeriesKey, history: CandleColumns, maxLength: number): CandleSeries {
    const series = CandleSeries.fromColumns(key, history, { maxLength });
    this.#series.set(keyOf(key.source, key.symbol, key.timeframe), series);
    return series;
  }

  get(source: string, symbol: string, timeframe: number): CandleSeries | undefined {
    return this.#series.get(keyOf(source, symbol, timeframe));
  }

  /** Appends a closed candle; returns the series, or undefined when the series is unknown. */
  append(key: SeriesKey, candle: Candle): CandleSeries | undefined {
    const series = this.get(key.source, key.symbol, key.timeframe);
    series?.append(candle);
    return series;
  }

  all(): IterableIterator<CandleSeries> {
    return this.#series.values();
  }

  get size(): number {
    return this.#series.size;
  }

  setPrice(tick: PriceTick): void {
    this.#prices.set(priceKeyOf(tick.source, tick.symbol), tick);
  }

  price(source: string, symbol: string): PriceTick | undefined {
    return this.#prices.get(priceKeyOf(source, symbol));
  }

  clear(): void {
    this.#series.clear();
    this.#prices.clear();
  }
}
