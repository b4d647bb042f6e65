import { ATR_14 } from '../context';
import type { DetectorGate } from '../types';
import { colourOf } from './last-candle';
import type { PatternSetting } from './pattern-context';
import { settingCacheOf } from './setting-cache';

/** One gate per combination, so the strategies sharing it are skipped together. */
const gates = new Map<string, DetectorGate>();

/**
 * The cheap tests a candlestick detector runs before TA-Lib's (define-candlestick.ts): the last candle's colour, where
 * the pattern demands one, and the setting for the pattern's candle count and side. Ninety-one strategies share about
 * twenty of these, and on most bars a gate fails: the incremental scan then skips its strategies without calling them.
 */
export function candleGate(
  colour: 1 | -1 | undefined,
  candles: number,
  setting: PatternSetting,
  position: 'buy' | 'sell',
): DetectorGate {
  const key = `${colour ?? 0}.${candles}.${setting}.${position}`;
  let gate = gates.get(key);
  if (gate === undefined) {
    const shape = { candles };
    gate = {
      prepare: (context) => {
        const atr = context.indicator(ATR_14).atr;
        const { open, close } = context;
        const settings = settingCacheOf(context);
        return (i) =>
          (colour === undefined || colourOf(open[i]!, close[i]!) === colour) &&
          settings.fits(context, atr, shape, setting, position, i);
      },
    };
    gates.set(key, gate);
  }
  return gate;
}
