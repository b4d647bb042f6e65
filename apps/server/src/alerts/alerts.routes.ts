import {
  alertDeliveriesPageSchema,
  alertDeliveriesQuerySchema,
  successEnvelopeSchema,
  webhookSecretSchema,
  webhookStatesSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { success, typed } from '../http';
import type { Alerts } from './alerts-service';

const deliveriesAnswer = successEnvelopeSchema(alertDeliveriesPageSchema);
const webhooksAnswer = successEnvelopeSchema(webhookStatesSchema);
const secretAnswer = successEnvelopeSchema(webhookSecretSchema);

/**
 * The caller's alert deliveries (what was sent where, when, and how it went), the state of their alert packs'
 * webhooks, and the key those webhooks are signed with.
 */
export const alertsRoutes = async (plain: FastifyInstance, { alerts }: { alerts: Alerts }): Promise<void> => {
  const app = typed(plain);
  const userOf = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/alerts/deliveries',
    {
      preParsing: app.requireUser,
      schema: { querystring: alertDeliveriesQuerySchema, response: { 200: deliveriesAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, pageSize } = request.query;
      return success(await alerts.deliveriesOf(userOf(request), page, pageSize));
    },
  );

  app.get(
    '/alerts/webhooks',
    { preParsing: app.requireUser, schema: { response: { 200: webhooksAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ webhooks: await alerts.webhookStatesOf(userOf(request)) });
    },
  );

  app.get(
    '/alerts/webhook-secret',
    { preParsing: app.requireUser, schema: { response: { 200: secretAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ secret: await alerts.secretOf(userOf(request)) });
    },
  );

  app.post(
    '/alerts/webhook-secret',
    { preParsing: app.requireUser, schema: { response: { 200: secretAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ secret: await alerts.rotateSecret(userOf(request)) });
    },
  );
};
