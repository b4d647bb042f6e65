export { countMatches } from './count-matches';
export { filterMatches, scanPrefilter } from './filter-matches';
export type { ListedMatch } from './listed-match';
export { type MatchesQuery, matchesQuerySchema } from './matches-query';
export { pageMatches } from './page-matches';
