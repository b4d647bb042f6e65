import { nameSchema, PAID_TIERS, titleSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../admin';
import type { AppContext } from '../app-context';
import { success } from '../http';
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

/** Administrator tools for plans: find a user, grant days, give a gift. */
export const adminBillingRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const adminOnly = [app.requireUser, requireAdministrator(ctx.users)];

  app.get(
    '/admin/users',
    { preParsing: adminOnly, schema: { querystring: searchQuery } },
    async (request) => {
      const { search, page } = request.query as z.infer<typeof searchQuery>;
      return success(await searchUsers(ctx.db, search, page));
    },
  );

  app.post(
    '/admin/users/:userId/grant',
    { preParsing: adminOnly, schema: { params: userParams, body: grantBody } },
    async (request) => {
      const { userId } = request.params as z.infer<typeof userParams>;
      const grant = request.body as z.infer<typeof grantBody>;
      return success(await grantToUser(ctx.db, userId, grant, ctx.now()));
    },
  );

  app.post(
    '/admin/users/:userId/gifts',
    { preParsing: adminOnly, schema: { params: userParams, body: giftBody } },
    async (request, reply) => {
      const { userId } = request.params as z.infer<typeof userParams>;
      const gift = request.body as z.infer<typeof giftBody>;
      const created = await createGift(ctx.db, userId, gift, request.auth!.userId, ctx.now());
      return reply.status(201).send(success(created));
    },
  );
};
