// The matches request is a contract the web speaks too: its schema lives in the domain.
export { type MatchesQuery, matchesQuerySchema } from '@tradescope/domain';
