export { createMatchesService } from './matches-service';
export { matchesRoutes, strategyListRoute } from './routes';
