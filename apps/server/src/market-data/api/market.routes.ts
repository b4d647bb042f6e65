import { MARKETS, type Market } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success } from '../../http';
import type { MarketDataService } from './market-data-service';

const sourceParams = z.object({ name: z.string().min(1).max(32) });
const assetsQuery = z.object({ source: z.string().min(1).max(32).optional() });

/**
 * GET /api/v1/{market}/sources, /sources/{name}, /sources/{name}/prices, /{market} and /{market}/prices (spec §7).
 * One static route per market, so an unknown market falls through to the API's 404.
 */
export const marketRoutes = async (
  app: FastifyInstance,
  { service }: { service: MarketDataService },
): Promise<void> => {
  const route = (market: Market) => {
    const base = `/${market}`;
    app.get(`${base}/sources`, { onRequest: app.requireUser }, async (request) =>
      success(await service.sources(request.auth!.userId, market)),
    );
    app.get(
      `${base}/sources/:name`,
      { onRequest: app.requireUser, schema: { params: sourceParams } },
      async (request) => {
        const { name } = request.params as z.infer<typeof sourceParams>;
        return success(await service.source(request.auth!.userId, market, name));
      },
    );
    app.get(
      `${base}/sources/:name/prices`,
      { onRequest: app.requireUser, schema: { params: sourceParams } },
      async (request) =>
        success(service.sourcePrices(market, (request.params as z.infer<typeof sourceParams>).name)),
    );
    app.get(base, { onRequest: app.requireUser, schema: { querystring: assetsQuery } }, async (request) => {
      const { source } = request.query as z.infer<typeof assetsQuery>;
      return success(await service.assets(request.auth!.userId, market, source));
    });
    app.get(`${base}/prices`, { onRequest: app.requireUser }, async () => success(service.prices(market)));
  };
  for (const market of MARKETS) route(market);
};
