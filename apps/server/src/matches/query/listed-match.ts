import type { Market, Match } from '@tradescope/domain';

/** A match as the query layer sees it: the spec's Match (c_ fields already joined) and the market it belongs to. */
export type ListedMatch = Match & { market: Market };
