import type { ValidationMessageKey } from './messages';

/** The keys GET {market}/strategies/stats answers a bad filter with (issue 19), one per filter. */
export const TRACK_RECORD_KEYS = {
  strategy: 'market.stats-strategy-invalid',
  timeframe: 'market.stats-timeframe-invalid',
  source: 'market.stats-source-invalid',
  base: 'market.stats-base-invalid',
} as const satisfies Record<string, ValidationMessageKey>;
