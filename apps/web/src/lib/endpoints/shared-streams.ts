import type { Market, SourceName } from '@tradescope/domain';
import { useEffect, useRef, useState } from 'react';
import { createPriceStream, type PriceStreamOptions, type StreamStatus } from './price-stream';
import type { PriceBatch } from './price-ticks';

/** What one screen part wants of a market's socket for a source. */
export interface StreamListener {
  readonly onPrices?: (batch: PriceBatch) => void;
  readonly onMatches?: () => void;
  readonly onStatus?: (status: StreamStatus) => void;
}

type Create = (options: PriceStreamOptions) => { close: () => void };

/**
 * One socket per market and source, however many parts of the screen listen (a page, the matches navbar, a chart
 * modal): the first listener opens it, the last one to leave closes it.
 */
export const createStreamRegistry = (create: Create = createPriceStream) => {
  const open = new Map<string, { listeners: Set<StreamListener>; status: StreamStatus; close: () => void }>();
  return (market: Market, source: SourceName, listener: StreamListener): (() => void) => {
    const key = `${market}|${source}`;
    let entry = open.get(key);
    if (entry === undefined) {
      const listeners = new Set<StreamListener>();
      const shared: { listeners: Set<StreamListener>; status: StreamStatus; close: () => void } = {
        listeners,
        status: 'connecting',
        close: () => undefined,
      };
      const stream = create({
        market,
        source,
        onPrices: (batch) => {
          for (const each of listeners) each.onPrices?.(batch);
        },
        onMatches: () => {
          for (const each of listeners) each.onMatches?.();
        },
        onStatus: (status) => {
          shared.status = status;
          for (const each of listeners) each.onStatus?.(status);
        },
      });
      shared.close = stream.close;
      entry = shared;
      open.set(key, entry);
    }
    const joined = entry;
    joined.listeners.add(listener);
    listener.onStatus?.(joined.status);
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0) return;
      joined.close();
      open.delete(key);
    };
  };
};

/** The app's sockets. */
export const joinStream = createStreamRegistry();

/** Keeps the source's socket open while the screen shows it (shared with other listeners); says whether it is live. */
export const usePriceStream = (
  market: Market,
  source: SourceName,
  onPrices: (batch: PriceBatch) => void,
): StreamStatus => {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handler = useRef(onPrices);
  handler.current = onPrices;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    return joinStream(market, source, { onPrices: (batch) => handler.current(batch), onStatus: setStatus });
  }, [market, source]);
  return status;
};
