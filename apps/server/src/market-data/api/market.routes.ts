import {
  MARKETS,
  type Market,
  marketAssetSchema,
  marketSourcesSchema,
  priceViewSchema,
  sourceDetailSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed, unchecked } from '../../http';
import type { MarketDataService } from './market-data-service';

const sourceParams = z.object({ name: z.string().min(1).max(32) });
const assetsQuery = z.object({ source: z.string().min(1).max(32).optional() });
const sourcesAnswer = successEnvelopeSchema(marketSourcesSchema);
const sourceAnswer = successEnvelopeSchema(sourceDetailSchema);
// A market's assets and prices run to thousands of rows, refetched by every open screen: written unchecked.
const pricesAnswer = unchecked(successEnvelopeSchema(z.array(priceViewSchema)));
const assetsAnswer = unchecked(successEnvelopeSchema(z.array(marketAssetSchema)));

/**
 * GET /api/v1/{market}/sources, /sources/{name}, /sources/{name}/prices, /{market} and /{market}/prices (spec §7).
 * One static route per market, so an unknown market falls through to the API's 404.
 */
export const marketRoutes = async (
  plain: FastifyInstance,
  { service }: { service: MarketDataService },
): Promise<void> => {
  const app = typed(plain);
  const route = (market: Market) => {
    const base = `/${market}`;
    app.get(
      `${base}/sources`,
      { onRequest: app.requireUser, schema: { response: { 200: sourcesAnswer } } },
      async (request) => success(await service.sources(request.auth!.userId, market)),
    );
    app.get(
      `${base}/sources/:name`,
      { onRequest: app.requireUser, schema: { params: sourceParams, response: { 200: sourceAnswer } } },
      async (request) => success(await service.source(request.auth!.userId, market, request.params.name)),
    );
    app.get(
      `${base}/sources/:name/prices`,
      { onRequest: app.requireUser, schema: { params: sourceParams, response: { 200: pricesAnswer } } },
      async (request) => success(service.sourcePrices(market, request.params.name)),
    );
    app.get(
      base,
      { onRequest: app.requireUser, schema: { querystring: assetsQuery, response: { 200: assetsAnswer } } },
      async (request) => success(await service.assets(request.auth!.userId, market, request.query.source)),
    );
    app.get(
      `${base}/prices`,
      { onRequest: app.requireUser, schema: { response: { 200: pricesAnswer } } },
      async () => success(service.prices(market)),
    );
  };
  for (const market of MARKETS) route(market);
};
