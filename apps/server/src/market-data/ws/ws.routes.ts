import { MARKETS, type Market } from '@tradescope/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError, typed } from '../../http';
import { originAllowed } from './origin';
import type { SocketHub } from './socket-hub';
import { WS_LIMITS } from './ws-protocol';

// Browsers cannot set headers on a websocket, so the token may come in the URL (or in the first message).
const wsQuery = z.object({ token: z.string().min(1).max(4096).optional() });

type Options = { ctx: AppContext; hub: SocketHub };

/**
 * /ws/v1/{market}: everything that can be refused is refused before the upgrade, as a plain HTTP answer: a foreign
 * Origin (403), a bad token (401), a frozen crypto plan (403) and a user over the socket cap (429).
 */
export const wsRoutes = async (plain: FastifyInstance, { ctx, hub }: Options): Promise<void> => {
  const app = typed(plain);
  const guard =
    (market: Market) => async (request: FastifyRequest<{ Querystring: z.infer<typeof wsQuery> }>) => {
      if (!originAllowed(request.headers.origin, request.headers.host, ctx.config.publicUrl)) {
        throw new HttpError(403, 'ws.origin-refused');
      }
      const { token } = request.query;
      if (token === undefined) return;
      const claims = await ctx.auth.authenticate(token);
      if (claims === undefined) throw new HttpError(401, 'auth.unauthorized');
      if (
        market === 'crypto' &&
        (await ctx.users.findById(claims.userId))?.crypto_freeze_status !== 'unfreezed'
      ) {
        throw new HttpError(403, 'ws.account-frozen');
      }
      if (hub.socketsOf(claims.userId) >= WS_LIMITS.socketsPerUser)
        throw new HttpError(429, 'request.too-many');
      request.auth = claims;
    };

  for (const market of MARKETS) {
    app.get(
      `/${market}`,
      { websocket: true, schema: { querystring: wsQuery }, preHandler: guard(market) },
      (socket, request) => {
        hub.accept(socket, market, request.auth ?? undefined, request.query.token);
      },
    );
  }
};
