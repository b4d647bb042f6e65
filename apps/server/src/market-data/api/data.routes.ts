import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_KEYS, HttpError, success } from '../../http';
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
const YEAR_S = 31_536_000;

/**
 * The chart's data proxy (spec §7: history and server time), the feed's status, and asset logos. Logos and the
 * status are public: an <img> cannot send a bearer token, and the status names nothing private.
 */
export const dataRoutes = async (
  app: FastifyInstance,
  { service }: { service: MarketDataService },
): Promise<void> => {
  app.post('/data/history', { onRequest: app.requireUser, schema: { body: historyBody } }, async (request) =>
    success(service.history(request.body as z.infer<typeof historyBody>)),
  );

  app.get('/data/time', { onRequest: app.requireUser }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(service.time());
  });

  app.get('/data/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return success(service.status());
  });

  app.get('/logos/:file', { schema: { params: logoParams } }, async (request, reply) => {
    const { file } = request.params as z.infer<typeof logoParams>;
    const base = file.endsWith('.svg') ? file.slice(0, -4).toLowerCase() : '';
    if (!LOGO_BASE.test(base)) throw new HttpError(404, HTTP_KEYS.notFound);
    // The URL carries a version (?v=1), so the picture can be cached for good.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
      .send(logoSvg(base));
  });
};
