import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * Market data: sources, assets and prices under /api/v1/{market}, the websocket /ws/v1/{market}, and the feed
 * (replay or live) with its candle store. Registered at the root because it owns both prefixes.
 */
export const marketDataPlugin = async (
  _app: FastifyInstance,
  _options: { ctx: AppContext },
): Promise<void> => {};
