import { type CandlestickPattern, signalOf } from '../../candlesticks';
import { ATR_14, type StrategyContext } from '../context';
import type { DetectorGate, GateGroup } from '../types';
import { colourOf } from './last-candle';
import type { PatternSetting } from './pattern-context';
import { settingCacheOf } from './setting-cache';

/** Whether a code read through the pattern's direction backs the side traded. */
export function backs(pattern: CandlestickPattern, code: number, position: 'buy' | 'sell'): boolean {
  const reading = signalOf(pattern, code);
  if (reading === null) return false;
  // Indecision candles have no side of their own: the setting alone decides (a doji at a low is a buy).
  if (reading === 'neutral') return true;
  return reading === (position === 'buy' ? 'bullish' : 'bearish');
}

/** One gate per combination, so the strategies sharing it are skipped together. */
const gates = new Map<string, DetectorGate>();

/** What a gate tests: the colour and setting its strategies share, then whether one of their patterns fires. */
interface CandleTest {
  readonly colour: 1 | -1 | undefined;
  readonly shape: { readonly candles: number };
  readonly setting: PatternSetting;
  readonly position: 'buy' | 'sell';
  /** The patterns of the gate's strategies (each traded the gate's way). */
  readonly patterns: CandlestickPattern[];
}

/** The gates' tests, by their slot in the group. */
const tests: CandleTest[] = [];

type Settings = ReturnType<typeof settingCacheOf>;

/**
 * Whether a strategy of the test fires on local bar i of candle colour `colour`: what its detector checks, the cheap
 * tests first and TA-Lib's code last (remembered per pattern and bar by the context, so the detector reads it again for
 * free).
 */
function passes(
  context: StrategyContext,
  atr: Float64Array,
  settings: Settings,
  test: CandleTest,
  colour: 1 | -1,
  i: number,
): boolean {
  if (test.colour !== undefined && colour !== test.colour) return false;
  if (!settings.fits(context, atr, test.shape, test.setting, test.position, i)) return false;
  for (let k = 0; k < test.patterns.length; k++) {
    const pattern = test.patterns[k]!;
    const code = context.patternCode(pattern, i);
    if (code !== 0 && backs(pattern, code, test.position)) return true;
  }
  return false;
}

/** The candlestick gates answered together by the incremental scan: thirty-odd tests of one candle in one call. */
const CANDLE_GATES: GateGroup = {
  prepare: (context) => {
    const atr = context.indicator(ATR_14).atr;
    const { open, close } = context;
    const settings = settingCacheOf(context);
    return (i, answers) => {
      const colour = colourOf(open[i]!, close[i]!);
      for (let slot = 0; slot < tests.length; slot++)
        answers[slot] = passes(context, atr, settings, tests[slot]!, colour, i) ? 1 : 0;
    };
  },
  size: () => tests.length,
};

/**
 * A candlestick strategy's gate, shared with the strategies of the same colour, candle count, setting and side: true
 * where one of them fires. Ninety-one strategies share about thirty of these, answered in one call per candle by the
 * incremental scan: most candles fail the cheap tests (the last candle's colour, the setting), and of the rest TA-Lib's
 * code rules out most, so the detectors are called only on the candles where one of them fires.
 */
export function candleGate(
  colour: 1 | -1 | undefined,
  pattern: CandlestickPattern,
  setting: PatternSetting,
  position: 'buy' | 'sell',
): DetectorGate {
  const key = `${colour ?? 0}.${pattern.candles}.${setting}.${position}`;
  let gate = gates.get(key);
  if (gate === undefined) {
    const test: CandleTest = { colour, shape: { candles: pattern.candles }, setting, position, patterns: [] };
    tests.push(test);
    gate = {
      prepare: (context) => {
        const atr = context.indicator(ATR_14).atr;
        const { open, close } = context;
        const settings = settingCacheOf(context);
        return (i) => passes(context, atr, settings, test, colourOf(open[i]!, close[i]!), i);
      },
      group: { gates: CANDLE_GATES, slot: tests.length - 1 },
    };
    gates.set(key, gate);
  }
  const { patterns } = tests[gate.group!.slot]!;
  if (!patterns.includes(pattern)) patterns.push(pattern);
  return gate;
}
