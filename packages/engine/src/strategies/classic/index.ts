import type { StrategyDefinition } from '../define-strategy';
import { AVERAGE_STRATEGIES } from './averages';
import { MOMENTUM_STRATEGIES } from './momentum';
import { TREND_STRATEGIES } from './trend-following';
import { VOLATILITY_STRATEGIES } from './volatility';

export { CLASSIC_VALIDITY, SWING_BARS } from './define-classic';

/** The classic-indicator strategies, in catalog order. */
export const CLASSIC_STRATEGIES: readonly StrategyDefinition[] = [
  ...MOMENTUM_STRATEGIES,
  ...AVERAGE_STRATEGIES,
  ...VOLATILITY_STRATEGIES,
  ...TREND_STRATEGIES,
];
