import type { CandlestickPattern } from '../../candlesticks';
import type { StrategyContext } from '../context';
import { fitsSetting, type PatternSetting } from './pattern-context';

/** Patterns span 1 to 5 candles (CANDLESTICK_PATTERNS); room for a few more. */
const MAX_CANDLES = 8;

/**
 * Whether a bar fits a setting depends only on the pattern's candle count, the setting and the side,
 * not on the pattern: ninety-one strategies share twenty answers per bar. Remembers the last bar
 * asked per combination (global bar, so a sliding window needs no clearing).
 */
class SettingCache {
  readonly #bars = new Float64Array(MAX_CANDLES * 4).fill(-1);
  readonly #fits = new Uint8Array(MAX_CANDLES * 4);

  fits(
    context: StrategyContext,
    atr: Float64Array,
    pattern: Pick<CandlestickPattern, 'candles'>,
    setting: PatternSetting,
    position: 'buy' | 'sell',
    i: number,
  ): boolean {
    const slot = (pattern.candles - 1) * 4 + (setting === 'reversal' ? 0 : 2) + (position === 'buy' ? 0 : 1);
    const bar = i + context.offset;
    if (this.#bars[slot] !== bar) {
      this.#fits[slot] = fitsSetting(context, atr, pattern, setting, position, i) ? 1 : 0;
      this.#bars[slot] = bar;
    }
    return this.#fits[slot] === 1;
  }
}

const caches = new WeakMap<StrategyContext, SettingCache>();

/** The context's shared cache (looked up once, when a detector is prepared). */
export function settingCacheOf(context: StrategyContext): SettingCache {
  let cache = caches.get(context);
  if (cache === undefined) {
    cache = new SettingCache();
    caches.set(context, cache);
  }
  return cache;
}
