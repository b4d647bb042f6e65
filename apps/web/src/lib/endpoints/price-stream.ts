import { useQueryClient } from '@tanstack/react-query';
import {
  isSourceName,
  type Market,
  MS_PER_SECOND,
  priceTickSchema,
  type ServerMessage,
  type SourceName,
  serverMessageSchema,
  TIMERS,
  WS_CLOSE,
} from '@tradescope/domain';
import { tokenManager } from '../session';
import { type Asset, assetsKey } from './market-assets';
import { applyPriceTicks, type PriceBatch, type PriceTick } from './price-ticks';

export type StreamStatus = 'connecting' | 'live' | 'offline';

/** What the stream needs of the session: a token now, a fresh one after a 4401, and word of refreshes. */
export interface StreamTokens {
  readonly ensure: () => Promise<string>;
  readonly refresh: () => Promise<string>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly current: () => string | undefined;
}

export interface PriceStreamOptions {
  readonly market: Market;
  readonly source: SourceName;
  readonly onPrices: (batch: PriceBatch) => void;
  /** The server's notice that the source's matches changed (a scan found or dropped some). */
  readonly onMatches?: () => void;
  readonly onStatus?: (status: StreamStatus) => void;
  readonly tokens?: StreamTokens;
  readonly connect?: (url: string) => WebSocket;
}

const RECONNECT_MS = TIMERS.socketReconnectS * MS_PER_SECOND;
const RESUBSCRIBE_MS = TIMERS.socketSubscribeRetryS * MS_PER_SECOND;
/** WebSocket.OPEN, spelled out so the stream does not need the global to exist. */
const OPEN = 1;

const sessionTokens: StreamTokens = {
  ensure: () => tokenManager.ensure(),
  refresh: () => tokenManager.refresh(),
  subscribe: (listener) => tokenManager.subscribe(listener),
  current: () => tokenManager.getState().grant?.token,
};

const socketUrl = (market: Market): string => {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws/v1/${market}`;
};

/** A push's ticks; a malformed tick is dropped, not the whole push. */
const parseTicks = (prices: readonly unknown[]): PriceTick[] =>
  prices.flatMap((tick) => {
    const parsed = priceTickSchema.safeParse(tick);
    return parsed.success ? [parsed.data] : [];
  });

/** Reads a server message with the domain's schema; anything else (not JSON, an unknown type) is ignored. */
const readServerMessage = (text: unknown): ServerMessage | undefined => {
  try {
    return serverMessageSchema.safeParse(JSON.parse(String(text))).data;
  } catch {
    return undefined;
  }
};

/**
 * /ws/v1/{market} for one source (spec §7). The token goes in the first message, never the URL (URLs end up
 * in logs), and again whenever the session refreshes it. Spec §4: the subscription is re-sent every 1 s
 * until the server confirms it, and a dropped socket reconnects after 10 s. A frozen plan (4403) stops it.
 */
export const createPriceStream = ({
  market,
  source,
  onPrices,
  onMatches,
  onStatus,
  tokens = sessionTokens,
  connect = (url) => new WebSocket(url),
}: PriceStreamOptions): { close: () => void } => {
  let socket: WebSocket | undefined;
  let closed = false;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let resubscribe: ReturnType<typeof setInterval> | undefined;
  let sentToken: string | undefined;
  // A live socket dropped (its api process died, say): the notices sent meanwhile went nowhere, so once a socket is
  // live again the matches are said to have changed, and the screen fetches them.
  let live = false;
  let missedNotices = false;

  const send = (message: unknown) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const stopResubscribing = () => {
    clearInterval(resubscribe);
    resubscribe = undefined;
  };
  const retryLater = () => {
    if (!closed) reconnect = setTimeout(() => void open(), RECONNECT_MS);
  };

  const onMessage = (event: MessageEvent) => {
    const message = readServerMessage(event.data);
    if (message === undefined || ('source' in message && message.source !== source)) return;
    if (message.type === 'subscribed') {
      stopResubscribing();
      onStatus?.('live');
      live = true;
      if (missedNotices) {
        missedNotices = false;
        onMatches?.();
      }
    }
    // A source this market does not serve answers with an error: asking again will not help.
    if (message.type === 'error' && message.source === source) stopResubscribing();
    if (message.type === 'prices' || message.type === 'subscribed')
      onPrices({ source: message.source, time: message.time, prices: parseTicks(message.prices) });
    if (message.type === 'matches') onMatches?.();
  };

  const onClose = (event: CloseEvent) => {
    stopResubscribing();
    socket = undefined;
    missedNotices ||= live;
    live = false;
    if (closed) return;
    onStatus?.('offline');
    if (event.code === WS_CLOSE.forbidden) return;
    if (event.code === WS_CLOSE.unauthorized) void tokens.refresh().catch(() => undefined);
    retryLater();
  };

  const open = async () => {
    if (closed) return;
    onStatus?.('connecting');
    let token: string;
    try {
      token = await tokens.ensure();
    } catch {
      onStatus?.('offline');
      return retryLater();
    }
    if (closed) return;
    try {
      socket = connect(socketUrl(market));
    } catch {
      onStatus?.('offline');
      return retryLater();
    }
    socket.addEventListener('open', () => {
      sentToken = token;
      send({ type: 'auth', token });
      send({ type: 'subscribe', source });
      resubscribe = setInterval(() => send({ type: 'subscribe', source }), RESUBSCRIBE_MS);
    });
    socket.addEventListener('message', onMessage);
    socket.addEventListener('close', onClose);
  };

  const unwatch = tokens.subscribe(() => {
    const token = tokens.current();
    if (token !== undefined && sentToken !== undefined && token !== sentToken) {
      sentToken = token;
      send({ type: 'auth', token });
    }
  });
  void open();

  return {
    close: () => {
      closed = true;
      unwatch();
      clearTimeout(reconnect);
      stopResubscribing();
      socket?.close(1000);
      socket = undefined;
    },
  };
};

/** Websocket events update the query cache (CONVENTIONS): each push moves the cached assets of its source. */
export const useApplyPricesToAssets = (market: Market) => {
  const client = useQueryClient();
  return (batch: PriceBatch) => {
    if (!isSourceName(batch.source)) return;
    client.setQueryData<Asset[]>(assetsKey(market, batch.source), (assets) =>
      assets === undefined ? assets : applyPriceTicks(assets, batch),
    );
  };
};
