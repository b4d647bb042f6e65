import { marketGroupSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed } from '../http';
import { planCatalog } from './catalog';

// The web may post nothing at all (Fastify then hands the validator null).
const plansBody = z.object({ group: marketGroupSchema.optional() }).nullish();

/** POST plans (spec §7): public, as prices are; the upgrade modal may ask for one market group only. */
export const plansRoutes = async (app: FastifyInstance): Promise<void> => {
  typed(app).post('/plans', { schema: { body: plansBody } }, async (request) => {
    const group = request.body?.group;
    const catalog = planCatalog();
    return success(
      group === undefined
        ? catalog
        : { ...catalog, plans: catalog.plans.filter((plan) => plan.group === group) },
    );
  });
};
