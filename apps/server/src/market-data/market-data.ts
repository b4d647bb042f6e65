import type { Market } from '@tradescope/domain';
import { batchedLookup } from '../db';
import type { Instrument, MarketFeed } from '../feed';
import type { UsersRepo } from '../users';
import { createMarketDataService, type MarketDataService } from './api/market-data-service';
import type { MatchCounts } from './api/market-views';
import { ReplayFeed } from './replay/replay-feed';
import { SocketHub } from './ws/socket-hub';

type Claims = { userId: string; sessionId: string };

type Log = { info: (message: string) => void; warn: (object: unknown, message?: string) => void };

export interface MarketDataDeps {
  /** The feed the app chose (replay, live or off). */
  readonly feed: MarketFeed;
  readonly users: UsersRepo;
  /** A live session's claims for a bearer token, else undefined. */
  readonly authenticate: (token: string) => Promise<Claims | undefined>;
  /** Every live match of an asset, whoever asks (the matches API's asset statistics). */
  readonly matchCounts: (instrument: Instrument) => MatchCounts;
  /** The assets page's status column: per asset id, the live matches this user's plan lets them see. */
  readonly visibleMatchCounts: (userId: string, market: Market) => Promise<ReadonlyMap<string, MatchCounts>>;
  readonly now: () => number;
  readonly log: Log;
}

/** What the routes, the app and tests reach: the running feed, the service the routes call and the socket hub. */
export interface MarketData {
  readonly feed: MarketFeed;
  /** The replay feed's own controls (stepping the clock in tests and demos); undefined in live mode. */
  readonly replay: ReplayFeed | undefined;
  readonly service: MarketDataService;
  readonly sockets: SocketHub;
  /** Starts the feed, then the socket hub's pushes (the app calls it once ready). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Market data over the feed the app chose: sources, assets and prices, the chart's data proxy and the websocket
 * hub. The feed runs between start and stop, so an app built and closed by a test leaves no timer or socket behind.
 */
export const createMarketData = ({
  feed,
  users,
  authenticate,
  matchCounts,
  visibleMatchCounts,
  now,
  log,
}: MarketDataDeps): MarketData => {
  // Every socket's freeze state is re-read together (SocketHub.recheck): one query for the sockets of a turn.
  const userById = batchedLookup({ one: users.findById, many: users.findByIds }, (row) => row.id);
  const service = createMarketDataService({ feed, users, now, matchCounts, visibleMatchCounts });
  const sockets = new SocketHub({
    feed,
    authenticate,
    cryptoFrozen: async (userId) => {
      const user = await userById(userId);
      return user === undefined ? undefined : user.crypto_freeze_status !== 'unfreezed';
    },
    now,
    log,
  });
  return {
    feed,
    replay: feed instanceof ReplayFeed ? feed : undefined,
    service,
    sockets,
    start: async () => {
      await feed.start();
      sockets.start();
    },
    stop: async () => {
      sockets.stop();
      await feed.stop();
    },
  };
};
