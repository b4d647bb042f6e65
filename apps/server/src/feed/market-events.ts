import type { Candle, CandleSeries } from '@tradescope/engine';

/** A candle that just closed and now sits last in `series`. */
export interface CandleCloseEvent {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly candle: Candle;
  /**
   * The live series, valid while the listener runs: the next close appends to it (and may drop its oldest
   * candle), so a consumer that works later copies what it needs (`series.columns()` views are invalidated too).
   */
  readonly series: CandleSeries;
}

/** The latest trade price of a symbol; `time` is unix seconds of the feed's clock. */
export interface PriceTick {
  readonly source: string;
  readonly symbol: string;
  readonly price: number;
  readonly time: number;
}

export interface MarketEventMap {
  'candle-close': CandleCloseEvent;
  price: PriceTick;
}

type Listener<T> = (event: T) => void;

/** The feed's pub/sub: the scanning service and the websocket hub subscribe; the feed publishes. */
export interface MarketEvents {
  /** Returns the unsubscribe function. */
  on<K extends keyof MarketEventMap>(type: K, listener: Listener<MarketEventMap[K]>): () => void;
  emit<K extends keyof MarketEventMap>(type: K, event: MarketEventMap[K]): void;
}

/**
 * Listeners run synchronously in subscription order. One that throws is reported and skipped: a bug in a
 * consumer must not stop candles from closing for everyone else.
 */
export const createMarketEvents = (onListenerError: (error: unknown) => void = () => {}): MarketEvents => {
  const listeners = new Map<keyof MarketEventMap, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, event) {
      const set = listeners.get(type);
      if (set === undefined) return;
      for (const listener of set) {
        try {
          (listener as Listener<typeof event>)(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
};
