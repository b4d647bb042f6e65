/**
 * The strategy catalog (spec §3 Strategy): ids, names in English and Persian, group, access, chart
 * drawing, as JSON-ready data. Id ranges and the rule that ids are never reused: ids.ts.
 */
export { FREE_CLASSIC_KEYS, minCapOf } from './access';
export { CANDLESTICK_VALIDITY } from './candlestick-entries';
export { CLASSIC_PACK_STRATEGY_IDS, catalog, strategyById, strategyByKey } from './catalog';
export { CLASSIC_VALIDITY } from './classic';
export { DIVERGENCE_VALIDITY } from './divergence-entries';
export {
  CANDLESTICK_IDS,
  CLASSIC_IDS,
  DIVERGENCE_IDS,
  JUMP_IDS,
  RETIRED_STRATEGY_IDS,
  STRATEGY_ID_RANGES,
} from './ids';
export { JUMP_ENTRY } from './jump-entry';
export {
  ACCESS_TIERS,
  type AccessTier,
  type CatalogPosition,
  type CatalogStrategy,
  STRATEGY_GROUPS,
  type StrategyAccess,
  type StrategyGroup,
  type StrategyTag,
  type TradingviewDrawing,
} from './types';
