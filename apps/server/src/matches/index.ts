export { alertMatchers } from './alerts';
export { listedFromScan } from './listed-from-scan';
export { createMatchesService } from './matches-service';
export { matchesRoutes, strategyListRoute } from './routes';
export type { ListedMatch } from './query';
export { packsOf } from './user-packs';
