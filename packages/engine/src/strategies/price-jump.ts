import { JUMP_ACCESS } from '../catalog/access';
import { defineStrategy, type StrategyDefinition } from './define-strategy';

/**
 * Jumps are found by the jumps module on 3-minute candles and listed on their own page (spec §2), so
 * this strategy has no rule here; it is listed so matches and notifications can name it. Group 'jump'
 * keeps it out of strategy lists.
 */
export const PRICE_JUMP: StrategyDefinition = defineStrategy({
  key: 'jump.price-jump',
  rule: null,
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
  descriptions: {
    en: 'A 3-minute candle whose move is more than 4 times the recent ATR-normalised volatility; later jumps within 5 candles are listed under it as sub-jumps.',
    fa: 'کندلی 3 دقیقه‌ای که حرکتش بیش از 4 برابر نوسان اخیر (نرمال‌شده با ATR) است؛ جهش‌های بعدی تا 5 کندل بعد، زیرمجموعه آن فهرست می‌شوند.',
  },
  tradingview: null,
  chartPoints: ['jump'],
});
