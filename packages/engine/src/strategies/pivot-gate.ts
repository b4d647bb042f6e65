import { PIVOT_LEVELS } from '../pivots';
import type { DetectorGate } from './types';

/**
 * Whether local bar i confirmed a pivot on any level: the only bars a detector that fires on a newly confirmed swing
 * (a divergence's second pivot) can fire on. Most bars confirm none.
 */
export const PIVOT_CONFIRMED_GATE: DetectorGate = {
  prepare: (context) => (i) => {
    for (const level of PIVOT_LEVELS) if (context.confirmedPivot(level, i) >= 0) return true;
    return false;
  },
};
