import type { AssetViewProps } from './asset-view-props';

/** The desktop grid view (spec §2): one row per asset, one column per strategy. */
export const MatchesGrid = (_props: AssetViewProps) => null;
