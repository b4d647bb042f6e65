import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in user, not per bearer token: GET token mints a new token at will, so a
 * count per token is no limit at all. The limiter runs as a preParsing hook after `requireUser` (the route's own or
 * its plugin's), before the body is read; a caller without a user is keyed by address.
 */
export const perUserLimit = ({ max, timeWindow }: { max: number; timeWindow: string }) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preParsing' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.auth === null ? `address:${request.ip}` : `user:${request.auth.userId}`,
  },
});
