import type { Pivot, PivotKind } from '../../pivots';
import type { StrategyContext } from '../context';
import { perContext } from '../lines/line-memo';
import { LEVELS_COARSEST_FIRST } from '../swings';
import type { DetectorGate, GateGroup } from '../types';
import {
  type DivergenceKind,
  type DivergenceSide,
  diverges,
  lineHolds,
  PAIR_GAPS,
  pivotKindOf,
  previousOfKind,
} from './divergence-rules';
import type { DivergenceSource } from './oscillators';

/** A level's line between its pair: not read yet, holds, cut by a candle. */
const UNREAD = 0;
const HOLDS = 1;
const CUT = 2;

/**
 * What each level's newly confirmed pivot pairs with on the bar, read once for the family's 24 gates: the pair (the
 * pivot and the one of its kind before it, the gap within the level's range) and, when first asked, whether the line
 * joining them holds (a walk over the bars between, the same for every oscillator).
 */
class DivergenceBar {
  #bar = -1;
  /** Whether some level has a pair on the bar. */
  paired = false;
  /** Per level (LEVELS_COARSEST_FIRST order), the pair's pivots (null: no pair). */
  readonly firsts: (Pivot | null)[] = LEVELS_COARSEST_FIRST.map(() => null);
  readonly seconds: (Pivot | null)[] = LEVELS_COARSEST_FIRST.map(() => null);
  readonly #lines = new Uint8Array(LEVELS_COARSEST_FIRST.length);

  /** The bar at local i, read on its first ask. */
  at(context: StrategyContext, i: number): DivergenceBar {
    const bar = i + context.offset;
    if (bar === this.#bar) return this;
    this.#bar = bar;
    this.paired = false;
    for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
      this.seconds[l] = null;
      const level = LEVELS_COARSEST_FIRST[l]!;
      const position = context.confirmedPivot(level, i);
      if (position < 0) continue;
      const pivots = context.pivots()[level];
      const second = pivots[position];
      if (second === undefined) continue;
      const first = previousOfKind(pivots, position, second.kind);
      if (first === undefined) continue;
      const gap = second.index - first.index;
      if (gap < PAIR_GAPS[level].min || gap > PAIR_GAPS[level].max) continue;
      this.firsts[l] = first;
      this.seconds[l] = second;
      this.#lines[l] = UNREAD;
      this.paired = true;
    }
    return this;
  }

  /** Whether the line joining level l's pair holds. */
  lineHolds(context: StrategyContext, l: number): boolean {
    if (this.#lines[l] === UNREAD) {
      const first = this.firsts[l]!;
      const prices = first.kind === 'low' ? context.low : context.high;
      this.#lines[l] = lineHolds(prices, first, this.seconds[l]!, context.offset) ? HOLDS : CUT;
    }
    return this.#lines[l] === HOLDS;
  }
}

const divergenceBarOf = perContext((_context: StrategyContext) => new DivergenceBar());

/** One strategy's oscillator, kind and side as its gate reads them. */
interface DivergenceTest {
  readonly source: DivergenceSource;
  readonly kind: DivergenceKind;
  readonly side: DivergenceSide;
  readonly pivotKind: PivotKind;
}

/**
 * The oscillator's column, or null where the context holds no such indicator: an incremental state scanning some of the
 * family holds only their oscillators, and the other slots of the group are asked by none of its strategies.
 */
function columnOf(context: StrategyContext, source: DivergenceSource): Float64Array | null {
  try {
    return context.indicator(source.spec)[source.output] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the strategy fires on the bar: on some level the pivot it confirmed pairs with the one of its kind before it,
 * price and oscillator diverge between them, and the line joining them holds. The detector's own test, without its
 * signal.
 */
function fires(
  context: StrategyContext,
  bar: DivergenceBar,
  test: DivergenceTest,
  osc: Float64Array,
): boolean {
  for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
    const second = bar.seconds[l]!;
    if (second === null || second.kind !== test.pivotKind) continue;
    const first = bar.firsts[l]!;
    const o1 = osc[first.index - context.offset]!;
    const o2 = osc[second.index - context.offset]!;
    if (!diverges(test.kind, test.side, first.price, second.price, o1, o2)) continue;
    if (bar.lineHolds(context, l)) return true;
  }
  return false;
}

/** The family's tests, by their slot in the gate group. */
const tests: DivergenceTest[] = [];

/** The divergence gates answered together by the incremental scan: the pairs read once per candle for the 24. */
const DIVERGENCE_GATES: GateGroup = {
  prepare: (context) => {
    const cache = divergenceBarOf(context);
    // Per slot its oscillator's column, looked up on the first pair (a batch context computes it then).
    const columns: (Float64Array | null | undefined)[] = tests.map(() => undefined);
    return (i, answers) => {
      const bar = cache.at(context, i);
      for (let slot = 0; slot < tests.length; slot++) {
        if (!bar.paired) {
          answers[slot] = 0;
          continue;
        }
        const test = tests[slot]!;
        let osc = columns[slot];
        if (osc === undefined) osc = columns[slot] = columnOf(context, test.source);
        answers[slot] = osc !== null && fires(context, bar, test, osc) ? 1 : 0;
      }
    };
  },
  size: () => tests.length,
};

const gates = new Map<string, DetectorGate>();

/** A strategy's gate: its own test (a batch scan asks it), in the family's group for the incremental scan. */
export function divergenceGate(
  source: DivergenceSource,
  kind: DivergenceKind,
  side: DivergenceSide,
): DetectorGate {
  const key = `${source.name}.${kind}.${side}`;
  let gate = gates.get(key);
  if (gate === undefined) {
    const test: DivergenceTest = { source, kind, side, pivotKind: pivotKindOf(side) };
    tests.push(test);
    gate = {
      prepare: (context) => {
        const cache = new DivergenceBar();
        let osc: Float64Array | undefined;
        return (i) => {
          const bar = cache.at(context, i);
          if (!bar.paired) return false;
          osc ??= context.indicator(source.spec)[source.output]!;
          return fires(context, bar, test, osc);
        };
      },
      group: { gates: DIVERGENCE_GATES, slot: tests.length - 1 },
    };
    gates.set(key, gate);
  }
  return gate;
}
