import type { Detection } from '../types';
import { AVERAGE_DETECTIONS } from './averages';
import { MOMENTUM_DETECTIONS } from './momentum';
import { TREND_DETECTIONS } from './trend-following';
import { VOLATILITY_DETECTIONS } from './volatility';

export { SWING_BARS } from './define-classic';

/** Every classic-indicator detector by catalog key. */
export const CLASSIC_DETECTIONS: Readonly<Record<string, Detection>> = {
  ...MOMENTUM_DETECTIONS,
  ...AVERAGE_DETECTIONS,
  ...VOLATILITY_DETECTIONS,
  ...TREND_DETECTIONS,
};
