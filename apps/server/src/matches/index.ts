export { MatchIndex } from './live/match-index';
export { createReceiptsJournal, createReceiptsStore } from './live/receipts-store';
export { createMatchesService } from './matches-service';
export { matchesRoutes } from './routes';
