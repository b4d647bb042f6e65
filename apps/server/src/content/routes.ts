import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { feedbackRoutes, quotesRoutes } from './feedback';
import { helpRoutes } from './help';
import { tipsRoutes } from './tips';

/** Tips, the help centre and feedback; each feature keeps its routes in its own folder. */
export const contentRoutes = async (app: FastifyInstance, options: { ctx: AppContext }): Promise<void> => {
  await app.register(tipsRoutes, options);
  await app.register(helpRoutes, options);
  await app.register(feedbackRoutes, options);
  await app.register(quotesRoutes, options);
};
