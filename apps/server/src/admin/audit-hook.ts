import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UsersRepo } from '../users';
import type { AuditRepo } from './audit-repo';

const ADMIN_ROUTES = '/api/v1/admin/';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Help pages and quotes can be long; the log keeps enough to tell what changed, not a second copy.
const TEXT_KEPT = 300;

/** The body as the log keeps it: long texts cut, nesting kept. */
export const auditDetails = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > TEXT_KEPT ? `${value.slice(0, TEXT_KEPT)}…` : value;
  if (Array.isArray(value)) return value.map(auditDetails);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, auditDetails(each)]));
  return value ?? null;
};

/** What the change was about: the route's parameters (user, video, tip, section, pack), else a userId in the body. */
const targetOf = (request: FastifyRequest): string | null => {
  const params = Object.values((request.params ?? {}) as Record<string, string>);
  if (params.length > 0) return params.join('/');
  const body = request.body as { userId?: unknown } | undefined;
  return typeof body?.userId === 'string' ? body.userId : null;
};

/**
 * onSend hook: every successful change under /api/v1/admin is written to the audit log before the answer leaves,
 * whichever module owns the route, so a new admin route is audited without remembering to.
 */
export const auditAdminChanges =
  (audit: AuditRepo, users: UsersRepo, now: () => number) =>
  async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const route = request.routeOptions.url;
    if (
      route === undefined ||
      !route.startsWith(ADMIN_ROUTES) ||
      !CHANGES.has(request.method) ||
      reply.statusCode >= 400 ||
      request.auth === null
    )
      return payload;
    const actor = await users.findById(request.auth.userId);
    await audit.record({
      actorId: request.auth.userId,
      actorEmail: actor?.email ?? '',
      action: `${request.method} ${route.slice('/api/v1'.length)}`,
      target: targetOf(request),
      details: auditDetails(request.body ?? null),
      at: now(),
    });
    return payload;
  };
