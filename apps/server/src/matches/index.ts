export { alertMatchers } from './alerts';
export { listedFromScan } from './listed-from-scan';
export { createMatchesService } from './matches-service';
export type { ListedMatch } from './query';
export { matchesRoutes, strategyListRoute } from './routes';
export { packsOf } from './user-packs';
