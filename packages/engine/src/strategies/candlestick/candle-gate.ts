import { ATR_14 } from '../context';
import type { DetectorGate, GateGroup } from '../types';
import { colourOf } from './last-candle';
import type { PatternSetting } from './pattern-context';
import { settingCacheOf } from './setting-cache';

/** One gate per combination, so the strategies sharing it are skipped together. */
const gates = new Map<string, DetectorGate>();

/** What each gate tests, by its slot in the group. */
interface CandleTest {
  readonly colour: 1 | -1 | undefined;
  readonly shape: { readonly candles: number };
  readonly setting: PatternSetting;
  readonly position: 'buy' | 'sell';
}
const tests: CandleTest[] = [];

/** The candlestick gates answered together by the incremental scan: thirty-odd tests of one candle in one call. */
const CANDLE_GATES: GateGroup = {
  prepare: (context) => {
    const atr = context.indicator(ATR_14).atr;
    const { open, close } = context;
    const settings = settingCacheOf(context);
    return (i, passes) => {
      const colour = colourOf(open[i]!, close[i]!);
      for (let slot = 0; slot < tests.length; slot++) {
        const test = tests[slot]!;
        passes[slot] =
          (test.colour === undefined || colour === test.colour) &&
          settings.fits(context, atr, test.shape, test.setting, test.position, i)
            ? 1
            : 0;
      }
    };
  },
  size: () => tests.length,
};

/**
 * The cheap tests a candlestick detector runs before TA-Lib's (define-candlestick.ts): the last candle's colour, where
 * the pattern demands one, and the setting for the pattern's candle count and side. Ninety-one strategies share about
 * thirty of these, and on most bars a gate fails: the incremental scan then skips its strategies without calling them.
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
    tests.push({ colour, shape, setting, position });
    gate = {
      prepare: (context) => {
        const atr = context.indicator(ATR_14).atr;
        const { open, close } = context;
        const settings = settingCacheOf(context);
        return (i) =>
          (colour === undefined || colourOf(open[i]!, close[i]!) === colour) &&
          settings.fits(context, atr, shape, setting, position, i);
      },
      group: { gates: CANDLE_GATES, slot: tests.length - 1 },
    };
    gates.set(key, gate);
  }
  return gate;
}
