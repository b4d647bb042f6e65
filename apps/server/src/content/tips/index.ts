export { tipsRoutes } from './tips.routes';
export { createTipsRepo } from './tips-repo';
export { tipsForUser } from './tips-service';
