/** Horizontal levels from pivot clusters and their breakout, role flip and bounce (README.md). */
export { SUPPORT_RESISTANCE_STRATEGIES } from './level-strategies';
