import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export const billingRoutes = async (
  _app: FastifyInstance,
  _options: { ctx: AppContext },
): Promise<void> => {};
