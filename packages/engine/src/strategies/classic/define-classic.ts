import { FREE_TAG, PAID_CLASSIC_ACCESS } from '../../catalog/access';
import type { StrategyKey } from '../../catalog/ids';
import type { StrategyAccess } from '../../catalog/types';
import type { IndicatorSpec, StrategyContext } from '../context';
import { defineStrategy, type StrategyDefinition } from '../define-strategy';
import { anchorKindOf, extremeBar } from '../signal-rules';
import type { ChartData, Detection, DetectorGate, Signal } from '../types';

/** Closed candles a classic match stays listed after its signal candle. */
export const CLASSIC_VALIDITY = 10;

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
  /** True on every bar where the rule fires (see pairGate); the incremental scan skips the rule elsewhere. */
  readonly gate?: DetectorGate;
}

const PAIR_GATES = new Map<string, DetectorGate>();

/**
 * The gate of the strategies reading one indicator the same way (a rule's buy and sell sides, RSI's three levels):
 * `prepare` returns a test true wherever any of them fires. The first call for a key makes the gate and later ones
 * share it, so the incremental scan asks it once a bar for them all instead of calling each of the 42 classic
 * detectors on every candle. A batch scan does not ask it (`incrementalOnly`).
 */
export function pairGate(key: string, prepare: DetectorGate['prepare']): DetectorGate {
  let gate = PAIR_GATES.get(key);
  if (gate === undefined) {
    gate = { prepare, incrementalOnly: true };
    PAIR_GATES.set(key, gate);
  }
  return gate;
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
    ...(rule.gate && { gate: rule.gate }),
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

/** One classic strategy as written by hand: its rule, names, texts and the TradingView study drawing it. */
export interface ClassicSpec {
  readonly key: StrategyKey;
  /** Free on every plan (spec §6): these form the system "classic" pack; the rest open with ict, pro, hero. */
  readonly free?: true;
  readonly rule: Detection;
  readonly name: string;
  readonly fa: string;
  /** The indicator family, e.g. rsi; also the category the matches table groups by. */
  readonly category: string;
  readonly type: 'cross' | 'breakout' | 'flip' | 'reentry' | 'spike';
  /** TradingView study name and its inputs. */
  readonly study: string;
  readonly inputs: string;
  readonly en: string;
  readonly faText: string;
}

export function classic(spec: ClassicSpec): StrategyDefinition {
  const access: StrategyAccess = spec.free ? 'free' : PAID_CLASSIC_ACCESS;
  const studyTag = { label: spec.study, class: 'indicator', tooltip: `${spec.study} (${spec.inputs})` };
  return defineStrategy({
    key: spec.key,
    rule: spec.rule,
    name: spec.name,
    fa_name: spec.fa,
    group: 'classic',
    type: spec.type,
    category: spec.category,
    access,
    validity: CLASSIC_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: spec.free ? [studyTag, FREE_TAG] : [studyTag],
    descriptions: { en: spec.en, fa: spec.faText },
    tradingview: {
      indicator: spec.study,
      value: spec.inputs,
      shape: spec.rule.position === 'buy' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: ['signal', 'swing', 'indicator'],
  });
}
