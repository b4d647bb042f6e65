import {
  assetMatchesPageSchema,
  dynamicMatchesRequestSchema,
  isMarket,
  jumpsPageSchema,
  jumpsRequestSchema,
  type Market,
  matchesCountSchema,
  matchesListRequestSchema,
  matchesPageSchema,
  matchesQuerySchema,
  matchesSidesSchema,
  pumpsListSchema,
  pumpsRequestSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import { catalog } from '@tradescope/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { compressSharedAnswersOnce, HTTP_KEYS, HttpError, success, typed, unchecked } from '../http';
import type { MatchesService } from './matches-service';

const marketParams = z.object({ market: z.string().max(16) });

/**
 * The answers of the matches calls. These are the hot routes (p99 < 50 ms at 50 connections): checking a 25-row
 * page against its schema costs about ten times writing it, so they are written unchecked and their tests check them.
 */
const pageAnswer = unchecked(successEnvelopeSchema(z.union([matchesPageSchema, assetMatchesPageSchema])));
const countAnswer = unchecked(successEnvelopeSchema(matchesCountSchema));
const sidesAnswer = unchecked(successEnvelopeSchema(matchesSidesSchema));
const jumpsAnswer = unchecked(successEnvelopeSchema(jumpsPageSchema));
const pumpsAnswer = unchecked(successEnvelopeSchema(pumpsListSchema));

const marketOf = ({ market }: { market: string }): Market => {
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
  await app.register(async (plain) => {
    const scoped = typed(plain);
    // No route here is rate limited: the session reads of one turn share a query.
    scoped.addHook('preParsing', scoped.requireUserInBatch);
    compressSharedAnswersOnce(plain);
    const caller = (request: FastifyRequest) => request.caller!;

    for (const path of ['/:market/matches', '/:market/matches/chart']) {
      scoped.post(
        path,
        { schema: { params: marketParams, body: matchesListRequestSchema, response: { 200: pageAnswer } } },
        async (request) => {
          const { strategyPack, assetPacks, ...query } = request.body;
          return matches.list(caller(request), marketOf(request.params), query, {
            strategyPack,
            assetPacks,
          });
        },
      );
    }

    scoped.post(
      '/:market/matches/dynamic',
      { schema: { params: marketParams, body: dynamicMatchesRequestSchema, response: { 200: pageAnswer } } },
      async (request) => {
        const { strategyPack, ...query } = request.body;
        return matches.dynamic(caller(request), marketOf(request.params), query, strategyPack);
      },
    );

    scoped.post(
      '/:market/matches/count',
      { schema: { params: marketParams, body: matchesListRequestSchema, response: { 200: countAnswer } } },
      async (request) => {
        const { strategyPack, assetPacks, ...query } = request.body;
        return matches.count(caller(request), marketOf(request.params), query, { strategyPack, assetPacks });
      },
    );

    scoped.post(
      '/:market/matches/count/aggregate',
      { schema: { params: marketParams, body: matchesQuerySchema, response: { 200: sidesAnswer } } },
      async (request) => matches.aggregate(caller(request), marketOf(request.params), request.body),
    );

    scoped.post(
      '/:market/alerts',
      { schema: { params: marketParams, body: matchesQuerySchema, response: { 200: pageAnswer } } },
      async (request) =>
        success(await matches.alerts(caller(request), marketOf(request.params), request.body)),
    );

    scoped.post(
      '/crypto/matches/jumps',
      { schema: { body: jumpsRequestSchema, response: { 200: jumpsAnswer } } },
      async (request) => success(await matches.jumps(caller(request), request.body)),
    );

    scoped.post(
      '/crypto/matches/pumps',
      { schema: { body: pumpsRequestSchema, response: { 200: pumpsAnswer } } },
      async (request) => success(await matches.pumps(request.body)),
    );
  });
};
