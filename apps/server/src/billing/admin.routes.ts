import {
  adminUsersPageSchema,
  giftSchema,
  nameSchema,
  PAID_TIERS,
  successEnvelopeSchema,
  titleSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../admin';
import type { AppContext } from '../app-context';
import { success, typed } from '../http';
import { grantToUser, searchUsers } from './admin-users';
import { createGift } from './gifts';

const userParams = z.object({ userId: z.string().min(1).max(64) });
const grantGroup = z.enum(['crypto', 'global', 'falcon']);
// Ten years: far above any plan, low enough that a typo cannot overflow an expiry.
const grantDays = z.number().int().min(1).max(3650);

const grantBody = z.object({ group: grantGroup, tier: z.enum(PAID_TIERS), days: grantDays });
const giftBody = z.object({
  name: nameSchema,
  title: titleSchema.optional(),
  days: grantDays,
  group: grantGroup,
  tier: z.enum(PAID_TIERS),
});
const searchQuery = z.object({
  search: z.string().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A tier's expiry per tier, for crypto plans, global plans and the falcon assistant. */
const expiryMap = z.record(z.string(), z.number().nullable().optional());
const accessMaps = z.object({ access: expiryMap, globalAccess: expiryMap, falconAccess: expiryMap });
const usersAnswer = successEnvelopeSchema(adminUsersPageSchema);
const grantAnswer = successEnvelopeSchema(accessMaps);
const giftAnswer = successEnvelopeSchema(giftSchema);

/** Administrator tools for plans: find a user, grant days, give a gift. */
export const adminBillingRoutes = async (plain: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const app = typed(plain);
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  app.get(
    '/admin/users',
    { preParsing: adminOnly, schema: { querystring: searchQuery, response: { 200: usersAnswer } } },
    async (request) => {
      const { search, page } = request.query;
      return success(await searchUsers(ctx.db, search, page));
    },
  );

  app.post(
    '/admin/users/:userId/grant',
    {
      preParsing: adminOnly,
      schema: { params: userParams, body: grantBody, response: { 200: grantAnswer } },
    },
    async (request) => success(await grantToUser(ctx.db, request.params.userId, request.body, ctx.now())),
  );

  app.post(
    '/admin/users/:userId/gifts',
    { preParsing: adminOnly, schema: { params: userParams, body: giftBody, response: { 201: giftAnswer } } },
    async (request, reply) => {
      const created = await createGift(
        ctx.db,
        request.params.userId,
        request.body,
        request.auth!.userId,
        ctx.now(),
      );
      return reply.status(201).send(success(created));
    },
  );
};
