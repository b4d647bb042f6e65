import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in user, not per bearer token: GET token mints a new token at will, so a
 * count per token is no limit at all. The limiter runs as a preParsing hook after `requireUser` (the route's own or
 * its plugin's), before the body is read; a caller without a user is keyed by address.
 */
export const perUserLimit = ({
  max,
  timeWindow,
  counts,
}: {
  max: number;
  timeWindow: string;
  /** Which requests count (all by default): a route may leave its cheap requests out of its cap. */
  counts?: (request: FastifyRequest) => boolean;
}) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preParsing' as const,
    ...(counts === undefined ? {} : { allowList: (request: FastifyRequest) => !counts(request) }),
    keyGenerator: (request: FastifyRequest) =>
      request.auth === null ? `address:${request.ip}` : `user:${request.auth.userId}`,
  },
});
