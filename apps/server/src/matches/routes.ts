import { isMarket, type Market, sourceByName } from '@tradescope/domain';
import { catalog } from '@tradescope/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTTP_KEYS, HttpError, success } from '../http';
import type { MatchesService } from './matches-service';
import { matchesQuerySchema } from './query';

const marketParams = z.object({ market: z.string().max(16) });
const names = z.array(z.string().min(1).max(64)).max(100);
const listBody = matchesQuerySchema.extend({
  strategyPack: z.string().min(1).max(64).optional(),
  assetPacks: names.optional(),
});
const dynamicBody = matchesQuerySchema.extend({ strategyPack: z.string().min(1).max(64) });
const alertsBody = matchesQuerySchema;
// Jumps and pumps are crypto pages: the source must serve crypto.
const cryptoSource = z
  .string()
  .min(1)
  .max(32)
  .refine((name) => sourceByName(name)?.markets.includes('crypto') === true, 'request.invalid');
const jumpsBody = z.object({
  source: cryptoSource,
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => [10, 20, 25].includes(size), 'request.invalid')
    .default(25),
});
const symbolList = z.array(z.string().trim().toLowerCase().min(1).max(32)).max(500);
const pumpsBody = z.object({
  source: cryptoSource,
  quotes: symbolList.optional(),
  // "all" (or none) means every base.
  bases: symbolList.optional(),
  timeframes: z
    .array(z.union([z.literal(720), z.literal(1440), z.literal(10080)]))
    .max(3)
    .optional(),
});

const marketOf = (request: FastifyRequest): Market => {
  const { market } = request.params as { market: string };
  if (!isMarket(market)) throw new HttpError(404, HTTP_KEYS.notFound);
  return market;
};

/** The strategy list: a JSON file at the root, not an API call (spec §7). */
export const strategyListRoute = async (app: FastifyInstance) => {
  // The catalog is public, cacheable data: the web keeps it 900 s (spec §1, §9).
  app.get('/strategies.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=900');
    return catalog;
  });
};

/** The matches calls of spec §7; every answer holds only what the caller's plan opens. */
export const matchesRoutes = async (app: FastifyInstance, { matches }: { matches: MatchesService }) => {
  await app.register(async (scoped) => {
    scoped.addHook('preParsing', scoped.requireUser);
    const caller = (request: FastifyRequest) => request.auth!.userId;
    type List = z.infer<typeof listBody>;

    for (const path of ['/:market/matches', '/:market/matches/chart']) {
      scoped.post(path, { schema: { params: marketParams, body: listBody } }, async (request) => {
        const { strategyPack, assetPacks, ...query } = request.body as List;
        return success(
          await matches.list(caller(request), marketOf(request), query, { strategyPack, assetPacks }),
        );
      });
    }

    scoped.post(
      '/:market/matches/dynamic',
      { schema: { params: marketParams, body: dynamicBody } },
      async (request) => {
        const { strategyPack, ...query } = request.body as z.infer<typeof dynamicBody>;
        return success(await matches.dynamic(caller(request), marketOf(request), query, strategyPack));
      },
    );

    scoped.post(
      '/:market/matches/count',
      { schema: { params: marketParams, body: listBody } },
      async (request) => {
        const { strategyPack, assetPacks, ...query } = request.body as List;
        return success(
          await matches.count(caller(request), marketOf(request), query, { strategyPack, assetPacks }),
        );
      },
    );

    scoped.post(
      '/:market/matches/count/aggregate',
      { schema: { params: marketParams, body: matchesQuerySchema } },
      async (request) =>
        success(
          await matches.aggregate(
            caller(request),
            marketOf(request),
            request.body as z.infer<typeof matchesQuerySchema>,
          ),
        ),
    );

    scoped.post('/:market/alerts', { schema: { params: marketParams, body: alertsBody } }, async (request) =>
      success(
        await matches.alerts(caller(request), marketOf(request), request.body as z.infer<typeof alertsBody>),
      ),
    );

    scoped.post('/crypto/matches/jumps', { schema: { body: jumpsBody } }, async (request) =>
      success(await matches.jumps(caller(request), request.body as z.infer<typeof jumpsBody>)),
    );

    scoped.post('/crypto/matches/pumps', { schema: { body: pumpsBody } }, async (request) =>
      success(await matches.pumps(caller(request), request.body as z.infer<typeof pumpsBody>)),
    );
  });
};
