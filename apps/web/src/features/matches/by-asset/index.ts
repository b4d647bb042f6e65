export type { AssetViewProps } from './asset-view-props';
export { MatchesGrid } from './matches-grid';
export { MatchesMobileList } from './matches-mobile-list';
