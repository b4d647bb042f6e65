import { JUMP_ACCESS, minCapOf, UNLOCKED } from './access';
import { JUMP_IDS } from './ids';
import type { CatalogStrategy } from './types';

/**
 * Jumps are found by the jumps module on 3-minute candles and listed on their own page (spec §2); the
 * entry exists so matches and notifications can name it. Group 'jump' keeps it out of strategy lists.
 */
export const JUMP_ENTRY: CatalogStrategy = {
  id: JUMP_IDS['jump.price-jump'],
  key: 'jump.price-jump',
  name: 'Price jump',
  fa_name: 'جهش قیمت',
  group: 'jump',
  type: 'jump',
  category: null,
  access: JUMP_ACCESS,
  position: 'neutral',
  validity: 20,
  has_pivot_type: false,
  has_passed_candle: false,
  has_distance: false,
  tags: [{ label: '3m', class: 'timeframe', tooltip: 'Found on 3-minute candles' }],
  image: null,
  descriptions: {
    en: 'A 3-minute candle whose move is more than 4 times the recent ATR-normalised volatility; later jumps within 5 candles are listed under it as sub-jumps.',
    fa: 'کندلی 3 دقیقه‌ای که حرکتش بیش از 4 برابر نوسان اخیر (نرمال‌شده با ATR) است؛ جهش‌های بعدی تا 5 کندل بعد، زیرمجموعه آن فهرست می‌شوند.',
  },
  lock: UNLOCKED,
  minCap: minCapOf(JUMP_ACCESS),
  tradingview: null,
  chartPoints: ['jump'],
};
