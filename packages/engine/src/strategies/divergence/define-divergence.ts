import { DEFAULT_PIVOT_SPANS, type Pivot } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { Detection, Signal } from '../types';
import { divergenceGate } from './divergence-gate';
import {
  DIVERGENCE_REACH,
  type DivergenceKind,
  type DivergenceSide,
  diverges,
  lineHolds,
  PAIR_GAPS,
  pivotKindOf,
  previousOfKind,
} from './divergence-rules';
import type { DivergenceSource } from './oscillators';

/**
 * A divergence fires on the bar that confirms its second pivot (`index + span` of the level), the
 * first bar on which it is known: that bar is the signal candle, so matchDate is its open time and
 * passedCandle counts from it (0 on the confirming bar). The pivots themselves are chartData p1, p2.
 */
function signalOf(
  context: StrategyContext,
  i: number,
  level: (typeof LEVELS_COARSEST_FIRST)[number],
  first: Pivot,
  second: Pivot,
  osc: Float64Array,
  atr: Float64Array,
): Signal {
  const { offset, time } = context;
  const at = (p: Pivot) => p.index - offset;
  // The reaction is expected within one ATR of the second swing; early bars fall back to its range.
  const reach = Number.isFinite(atr[i]!) ? atr[i]! : context.high[at(second)]! - context.low[at(second)]!;
  const zone =
    second.kind === 'low'
      ? { from: second.price, to: second.price + reach }
      : { from: second.price - reach, to: second.price };
  return {
    index: i + offset,
    price: context.close[i]!,
    zone,
    invalidation: second.price,
    anchorIndex: second.index,
    anchorKind: second.kind,
    pivotType: level,
    chartData: {
      p1: { date: time[at(first)]!, value: first.price },
      p2: { date: time[at(second)]!, value: second.price },
      o1: { date: time[at(first)]!, value: osc[at(first)]! },
      o2: { date: time[at(second)]!, value: osc[at(second)]! },
      signal: { date: time[i]!, value: context.close[i]! },
    },
  };
}

/**
 * One oscillator, one kind, one side: pairs consecutive same-kind pivots of one level and compares
 * price with the oscillator at the two pivot bars. The match carries that level as its pivotType.
 */
export function defineDivergence(
  source: DivergenceSource,
  kind: DivergenceKind,
  side: DivergenceSide,
): Detection {
  const pivotKind = pivotKindOf(side);
  const finest = DEFAULT_PIVOT_SPANS.SuperMinor;
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: Math.max(finest, source.firstValue) + PAIR_GAPS.SuperMinor.min + finest,
    history: DIVERGENCE_REACH,
    needs: [source.spec, ATR_14],
    // Only a bar whose new pivot pairs, diverges and keeps its line: the pairs read once per bar for the family.
    gate: divergenceGate(source, kind, side),
    prepare: (context) => (from, to, emit) => {
      for (let i = from; i <= to; i++) {
        for (const level of LEVELS_COARSEST_FIRST) {
          // Most bars confirm no pivot: only then are pivots and oscillator looked up.
          const position = context.confirmedPivot(level, i);
          if (position < 0) continue;
          const pivots = context.pivots()[level];
          const second = pivots[position];
          if (second === undefined || second.kind !== pivotKind) continue;
          const first = previousOfKind(pivots, position, pivotKind);
          if (first === undefined) continue;
          const gap = second.index - first.index;
          if (gap < PAIR_GAPS[level].min || gap > PAIR_GAPS[level].max) continue;
          const osc = context.indicator(source.spec)[source.output]!;
          const o1 = osc[first.index - context.offset]!;
          const o2 = osc[second.index - context.offset]!;
          if (!diverges(kind, side, first.price, second.price, o1, o2)) continue;
          const prices = pivotKind === 'low' ? context.low : context.high;
          if (!lineHolds(prices, first, second, context.offset)) continue;
          emit(signalOf(context, i, level, first, second, osc, context.indicator(ATR_14).atr));
          break;
        }
      }
    },
  };
}
