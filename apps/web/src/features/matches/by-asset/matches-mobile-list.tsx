import type { AssetViewProps } from './asset-view-props';

/** The phone list (spec §2): 20 assets a page with their match counts. */
export const MatchesMobileList = (_props: AssetViewProps) => null;
