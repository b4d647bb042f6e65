import {
  candleArraySchema,
  feedModeSchema,
  oscillatorAnswerSchema,
  oscillatorRequestSchema,
  serverTimeSchema,
  successEnvelopeSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_KEYS, HttpError, success, typed, unchecked } from '../../http';
import { LOGO_BASE, logoSvg } from '../stats/logo-svg';
import type { MarketDataService } from './market-data-service';

/** Unix seconds (milliseconds are recognised and converted); the interval in minutes or as a chart label. */
const historyBody = z.object({
  source: z.string().min(1).max(32),
  symbol: z.string().min(1).max(40),
  interval: z.union([z.number().int().positive(), z.string().min(1).max(16)]),
  start: z.number().finite().nonnegative(),
  end: z.number().finite().nonnegative(),
});

const logoParams = z.object({ file: z.string().max(40) });
// Up to 5000 candles: written unchecked, like the matches pages.
const historyAnswer = unchecked(successEnvelopeSchema(z.array(candleArraySchema)));
const oscillatorAnswer = successEnvelopeSchema(oscillatorAnswerSchema);
const timeAnswer = successEnvelopeSchema(serverTimeSchema);
const statusAnswer = successEnvelopeSchema(
  z.object({
    mode: feedModeSchema,
    running: z.boolean(),
    time: z.number(),
    instruments: z.number(),
    series: z.number(),
    pendingWrites: z.number(),
    replay: z.object({ seed: z.number(), speed: z.number(), anchor: z.number() }).optional(),
  }),
);
const YEAR_S = 31_536_000;

/**
 * The chart's data proxy (spec §7: history and server time), the feed's status, and asset logos. Logos and the
 * status are public: an <img> cannot send a bearer token, and the status names nothing private.
 */
export const dataRoutes = async (
  plain: FastifyInstance,
  { service }: { service: MarketDataService },
): Promise<void> => {
  const app = typed(plain);
  app.post(
    '/data/history',
    { onRequest: app.requireUser, schema: { body: historyBody, response: { 200: historyAnswer } } },
    async (request) => success(service.history(request.body)),
  );

  // The chart's second pane: the oscillator of the strategy drawn (spec §2 chart page, "strategy" query).
  app.post(
    '/data/oscillator',
    {
      onRequest: app.requireUser,
      schema: { body: oscillatorRequestSchema, response: { 200: oscillatorAnswer } },
    },
    async (request) => success(service.oscillator(request.body)),
  );

  app.get(
    '/data/time',
    { onRequest: app.requireUser, schema: { response: { 200: timeAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(service.time());
    },
  );

  app.get('/data/status', { schema: { response: { 200: statusAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(service.status());
  });

  app.get('/logos/:file', { schema: { params: logoParams } }, async (request, reply) => {
    const { file } = request.params;
    const base = file.endsWith('.svg') ? file.slice(0, -4).toLowerCase() : '';
    if (!LOGO_BASE.test(base)) throw new HttpError(404, HTTP_KEYS.notFound);
    // The URL carries a version (?v=1), so the picture can be cached for good.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
      .send(logoSvg(base));
  });
};
