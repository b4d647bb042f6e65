import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import { dataRoutes } from './api/data.routes';
import { marketRoutes } from './api/market.routes';
import { createMarketDataService, type MarketDataService } from './api/market-data-service';
import { IdleFeed } from './feed/idle-feed';
import type { MarketFeed } from './feed/market-feed';
import { loadReplayCatalog } from './replay/replay-catalog';
import { ReplayFeed } from './replay/replay-feed';
import { SocketHub } from './ws/socket-hub';
import { wsRoutes } from './ws/ws.routes';
import { WS_LIMITS } from './ws/ws-protocol';

/** What other modules (the scanner, the matches API) and tests reach through `app.marketData`. */
export interface MarketData {
  readonly feed: MarketFeed;
  /** The replay feed's own controls (stepping the clock in tests and demos); undefined in live mode. */
  readonly replay: ReplayFeed | undefined;
  readonly service: MarketDataService;
  readonly sockets: SocketHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketData: MarketData;
  }
}

const createFeed = async (app: FastifyInstance, ctx: AppContext): Promise<MarketFeed> => {
  const { mode, replaySeed, replaySpeed, oandaToken, oandaUrl } = ctx.config.marketData;
  if (mode === 'replay') {
    return new ReplayFeed({ db: ctx.db, now: ctx.now, seed: replaySeed, speed: replaySpeed, log: app.log });
  }
  if (mode === 'live') {
    // Imported here only: the connectors pull in ccxt, which takes a second or two to load.
    const { createLiveFeed } = await import('../connectors');
    const instruments = loadReplayCatalog().entries.map((entry) => entry.instrument);
    return createLiveFeed({ instruments, log: app.log, oanda: { token: oandaToken, url: oandaUrl } });
  }
  return new IdleFeed(mode, ctx.now, (message) => app.log.info(message));
};

/**
 * Market data: sources, assets and prices under /api/v1/{market}, the chart's data proxy under /api/v1/data, the
 * websocket /ws/v1/{market}, and the feed (replay or live) with its candle store. Registered at the root because it
 * owns both prefixes; wrapped with fastify-plugin so `app.marketData` is visible to every other module.
 */
export const marketDataPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> => {
    const feed = await createFeed(app, ctx);
    const service = createMarketDataService({ feed, users: ctx.users, now: ctx.now });
    const sockets = new SocketHub({
      feed,
      authenticate: (token) => ctx.auth.authenticate(token),
      cryptoFrozen: async (userId) => {
        const user = await ctx.users.findById(userId);
        return user === undefined ? undefined : user.crypto_freeze_status !== 'unfreezed';
      },
      now: ctx.now,
      log: app.log,
    });
    app.decorate('marketData', {
      feed,
      replay: feed instanceof ReplayFeed ? feed : undefined,
      service,
      sockets,
    });

    // The feed runs between ready and close, so an app built and closed by a test leaves no timer or socket behind.
    app.addHook('onReady', async () => {
      await feed.start();
      sockets.start();
    });
    app.addHook('onClose', async () => {
      sockets.stop();
      await feed.stop();
    });

    await app.register(websocket, { options: { maxPayload: WS_LIMITS.maxPayloadBytes } });
    await app.register(
      async (api) => {
        await api.register(marketRoutes, { service });
        await api.register(dataRoutes, { service });
      },
      { prefix: '/api/v1' },
    );
    await app.register(wsRoutes, { ctx, hub: sockets });
  },
  { name: 'market-data' },
);
