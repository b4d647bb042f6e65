/**
 * The strategy catalog's vocabulary (spec §3 Strategy): the id ledger, the row shape, access tiers.
 * The list itself is derived from each strategy's one definition (../strategies/registry.ts).
 */
export { minCapOf } from './access';
export {
  CANDLESTICK_IDS,
  CLASSIC_IDS,
  DIVERGENCE_IDS,
  JUMP_IDS,
  RETIRED_STRATEGY_IDS,
  STRATEGY_ID_RANGES,
  STRATEGY_IDS,
  type StrategyKey,
} from './ids';
export {
  ACCESS_TIERS,
  type AccessTier,
  type CatalogPosition,
  type CatalogStrategy,
  type StrategyAccess,
  type StrategyGroup,
  type StrategyTag,
  type TradingviewDrawing,
} from './types';
