import type { CatalogStrategy } from '../types';
import { AVERAGE_ROWS } from './average-rows';
import { CLASSIC_VALIDITY, classicEntry } from './classic-entry';
import { MOMENTUM_ROWS } from './momentum-rows';
import { TREND_ROWS } from './trend-rows';
import { VOLATILITY_ROWS } from './volatility-rows';

export { CLASSIC_VALIDITY };

/** The classic-indicator strategies, in catalog order. */
export const CLASSIC_ENTRIES: readonly CatalogStrategy[] = [
  ...MOMENTUM_ROWS,
  ...AVERAGE_ROWS,
  ...VOLATILITY_ROWS,
  ...TREND_ROWS,
].map(classicEntry);
