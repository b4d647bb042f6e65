export { createMatchesService } from './matches-service';
export { matchesRoutes } from './routes';
