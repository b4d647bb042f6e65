/** Horizontal levels from pivot clusters and their breakout, role flip and bounce (README.md). */

export { levelPricesOf } from './define-level';
export { SUPPORT_RESISTANCE_STRATEGIES } from './level-strategies';
