import type { Market } from '@tradescope/domain';

export const MatchesNavbar = (_props: { market: Market }) => null;
