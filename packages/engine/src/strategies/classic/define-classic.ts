import type { IndicatorSpec, StrategyContext } from '../context';
import { anchorKindOf, extremeBar } from '../signal-rules';
import type { ChartData, Detection, Signal } from '../types';

/**
 * Candles, the signal's own included, whose extreme is the swing a classic signal stands on: the
 * lowest low of the last five for a buy is both its pivot anchor and the level whose loss voids it.
 */
export const SWING_BARS = 5;

/** The per-bar test of one classic strategy, prepared once per scan from the context's arrays. */
export interface BarRule {
  fires(i: number): boolean;
  /** The indicator reading drawn beside the signal, as chartData point `indicator`. */
  indicatorValue?(i: number): number;
  /** A level other than the swing extreme that voids the signal (a trailing stop's value). */
  invalidation?(i: number): number;
}

export interface ClassicRule {
  readonly position: 'buy' | 'sell';
  readonly needs: readonly IndicatorSpec[];
  /** First global bar that can fire (checked by the strategy contract, not enforced here). */
  readonly lookback: number;
  /** Bars before the signal bar the rule reads, beyond the swing window. */
  readonly history?: number;
  readonly prepare: (context: StrategyContext) => BarRule;
}

/**
 * A classic signal: zone = the signal candle's range (where the trigger traded), invalidation = the
 * recent swing extreme (or the rule's own level), pivotType looked up at that swing bar.
 */
export function classicSignal(
  context: StrategyContext,
  i: number,
  position: 'buy' | 'sell',
  rule: BarRule,
): Signal {
  const kind = anchorKindOf(position);
  const anchor = extremeBar(context, kind, i - SWING_BARS + 1, i);
  const swing = kind === 'low' ? context.low[anchor]! : context.high[anchor]!;
  const time = context.time;
  const points: Record<string, { date: number; value: number }> = {
    signal: { date: time[i]!, value: context.close[i]! },
    swing: { date: time[anchor]!, value: swing },
  };
  const reading = rule.indicatorValue?.(i);
  if (reading !== undefined) points.indicator = { date: time[i]!, value: reading };
  return {
    index: i + context.offset,
    price: context.close[i]!,
    zone: { from: context.low[i]!, to: context.high[i]! },
    invalidation: rule.invalidation?.(i) ?? swing,
    anchorIndex: anchor + context.offset,
    anchorKind: kind,
    chartData: points as ChartData,
  };
}

export function defineClassic(rule: ClassicRule): Detection {
  return {
    position: rule.position,
    lookback: rule.lookback,
    history: Math.max(SWING_BARS, rule.history ?? 1),
    needs: rule.needs,
    prepare: (context) => {
      const bar = rule.prepare(context);
      return (from, to, emit) => {
        for (let i = Math.max(from, 1); i <= to; i++) {
          if (bar.fires(i)) emit(classicSignal(context, i, rule.position, bar));
        }
      };
    },
  };
}
