export { countMatches } from './count-matches';
export { filterMatches, inRange, searchPredicate, sideOf } from './filter-matches';
export type { ListedMatch } from './listed-match';
export { type MatchesQuery, matchesQuerySchema } from './matches-query';
export { pageAssets } from './page-assets';
export { pageMatches } from './page-matches';
