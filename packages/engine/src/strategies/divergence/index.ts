export { DIVERGENCE_REACH, PAIR_GAPS } from './divergence-rules';
export { DIVERGENCE_STRATEGIES, DIVERGENCE_VALIDITY, divergenceKey } from './divergence-strategies';
export { DIVERGENCE_SOURCES } from './oscillators';
