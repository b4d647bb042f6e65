import {
  type AdminUserDetail,
  adminUserDetailSchema,
  auditPageSchema,
  successEnvelopeSchema,
  systemHealthSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthService, clientInfoOf, setImpersonationCookie } from '../auth';
import type { Database } from '../db';
import { success, typed } from '../http';
import type { SystemPacks } from '../system-packs';
import type { UsersRepo } from '../users';
import type { AuditRepo } from './audit-repo';
import { requireAdministrator } from './require-administrator';
import { type HealthSources, systemHealth } from './system-health';
import { systemPacksRoutes } from './system-packs.routes';

type AdminRoutesOptions = {
  auth: AuthService;
  users: UsersRepo;
  audit: AuditRepo;
  health: HealthSources;
  /** What users, billing and uploads know of one account (the composition root gathers it). */
  userDetail: (userId: string) => Promise<AdminUserDetail>;
  /** The running app's system packs, edited in place so every user's next request sees the change. */
  systemPacks: SystemPacks;
  /** Hears each edit of a system pack (other processes of the scale mode read them again). */
  onSystemPacksEdited?: () => void;
  db: Database;
  secureCookies: boolean;
};

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const userParams = z.object({ userId: z.string().min(1).max(64) });

export const adminRoutes = async (
  plain: FastifyInstance,
  {
    auth,
    users,
    audit,
    health,
    userDetail,
    systemPacks,
    onSystemPacksEdited,
    db,
    secureCookies,
  }: AdminRoutesOptions,
) => {
  const app = typed(plain);
  app.addHook('preParsing', app.requireUser);
  app.addHook('preParsing', requireAdministrator(users));

  /** Acts as a user: later tokens from this browser are the user's until logout clears the cookie (spec §4). */
  app.post(
    '/impersonate',
    {
      schema: {
        body: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: successEnvelopeSchema(z.object({ userId: z.string() })) },
      },
    },
    async (request, reply) => {
      const { userId } = request.body;
      const client = clientInfoOf(request.ip, request.headers['user-agent']);
      const token = await auth.startImpersonation(request.auth!.userId, userId, client);
      setImpersonationCookie(reply, token, secureCookies);
      return success({ userId });
    },
  );

  /** The audit log, newest first, 25 a page. */
  app.get(
    '/audit',
    { schema: { querystring: pageQuery, response: { 200: successEnvelopeSchema(auditPageSchema) } } },
    async (request) => success(await audit.page(request.query.page)),
  );

  app.get(
    '/health',
    { schema: { response: { 200: successEnvelopeSchema(systemHealthSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await systemHealth(health));
    },
  );

  /** One account: its plans and access, sessions, purchases, gifts and ICT videos. */
  app.get(
    '/users/:userId',
    { schema: { params: userParams, response: { 200: successEnvelopeSchema(adminUserDetailSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await userDetail(request.params.userId));
    },
  );

  systemPacksRoutes(plain, db, systemPacks, onSystemPacksEdited);
};
