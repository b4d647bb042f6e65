import { marketGroupSchema, PAID_TIERS, successEnvelopeSchema } from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { success, typed } from '../http';
import { planCatalog } from './catalog';

// The web may post nothing at all (Fastify then hands the validator null).
const plansBody = z.object({ group: marketGroupSchema.optional() }).nullish();

const tier = z.enum(PAID_TIERS);
/** The catalog: every plan with its price, the tiers it grants, and its three installments where it may be split. */
const catalogAnswer = successEnvelopeSchema(
  z.object({
    currency: z.string(),
    groups: z.array(marketGroupSchema).readonly(),
    tiers: z.array(tier).readonly(),
    durations: z.array(z.number()).readonly(),
    plans: z.array(
      z.object({
        id: z.string(),
        group: marketGroupSchema,
        tier,
        title: z.string(),
        days: z.number(),
        price: z.number(),
        currency: z.string(),
        grants: z.array(tier).readonly(),
        installments: z
          // Three parts always; the catalog's destructuring cannot tell the type so.
          .object({
            first: z.number().optional(),
            second: z.number().optional(),
            last: z.number().optional(),
            intervalDays: z.number(),
          })
          .nullable(),
      }),
    ),
  }),
);

/** POST plans (spec §7): public, as prices are; the upgrade modal may ask for one market group only. */
export const plansRoutes = async (app: FastifyInstance): Promise<void> => {
  typed(app).post(
    '/plans',
    { schema: { body: plansBody, response: { 200: catalogAnswer } } },
    async (request) => {
      const group = request.body?.group;
      const catalog = planCatalog();
      return success(
        group === undefined
          ? catalog
          : { ...catalog, plans: catalog.plans.filter((plan) => plan.group === group) },
      );
    },
  );
};
