import type { Pivot, PivotLevel } from '../../pivots';
import type { StrategyContext } from '../context';
import { perContext } from '../lines/line-memo';
import { alternatingSwings, LEVELS_COARSEST_FIRST } from '../swings';
import type { DetectorGate, GateGroup } from '../types';
import { type FrameScratch, fitsTable, formingPrzOf, frameOf, type Prz } from './harmonic-geometry';
import type { HarmonicPattern } from './harmonic-patterns';

/**
 * Most bars from the pattern's first point to D, per level: a pattern is a few swings of its level, and
 * the cap keeps what a detector reads (the first point's candle) inside the scanner's window.
 */
export const PATTERN_SPANS: Readonly<Record<PivotLevel, number>> = {
  SuperMinor: 60,
  Minor: 120,
  MidMajor: 180,
  Major: 180,
};

const NONE = 0;
const LOW = 1;
const HIGH = 2;

/** A level's frames, by what the bar's pivot closes: D of an XABCD, D of an ABCD, C of an XABC, C of an ABC. */
const COMPLETE_X = 0;
const COMPLETE_ABCD = 1;
const FORMING_X = 2;
const FORMING_ABCD = 3;

/**
 * What each level's newly confirmed pivot makes of the bar, read once for the family's 22 gates: the pivot's kind, and
 * the frames of the last 5, 4 and 3 swings ending at it (a detector reads the same swings and frames, per strategy).
 */
class HarmonicBar {
  #bar = -1;
  /** Whether some level confirmed a pivot on the bar. */
  confirmed = false;
  /** Per level (LEVELS_COARSEST_FIRST order), the kind of the pivot the bar confirmed: NONE, LOW or HIGH. */
  readonly kinds = new Uint8Array(LEVELS_COARSEST_FIRST.length);
  /** Per level and frame (4 × level + COMPLETE_X …), whether the swings exist within the level's span. */
  readonly valid = new Uint8Array(4 * LEVELS_COARSEST_FIRST.length);
  readonly frames: FrameScratch[] = Array.from({ length: 4 * LEVELS_COARSEST_FIRST.length }, () => ({
    x: 0,
    a: 0,
    b: 0,
    c: 0,
    d: 0,
  }));
  /** Swings by count (3 to 5). */
  readonly #points: Pivot[][] = Array.from({ length: 6 }, (): Pivot[] => []);

  /** The bar at local i, read on its first ask. */
  at(context: StrategyContext, i: number): HarmonicBar {
    const bar = i + context.offset;
    if (bar === this.#bar) return this;
    this.#bar = bar;
    this.confirmed = false;
    this.valid.fill(0);
    for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
      const level = LEVELS_COARSEST_FIRST[l]!;
      const position = context.confirmedPivot(level, i);
      if (position < 0) {
        this.kinds[l] = NONE;
        continue;
      }
      this.confirmed = true;
      const pivots = context.pivots()[level];
      const pivot = pivots[position]!;
      this.kinds[l] = pivot.kind === 'low' ? LOW : HIGH;
      // A pivot closing D of a bullish pattern is a low; one closing C of a bullish pattern, a high.
      const complete = pivot.kind === 'low' ? 1 : -1;
      const forming = complete === 1 ? -1 : 1;
      const from = pivot.index - PATTERN_SPANS[level];
      const points = this.#points;
      // Fewer swings fit wherever more do: the 3 first, then 4, then 5.
      if (!alternatingSwings(pivots, position, 3, from, points[3]!)) continue;
      this.#frame(l, FORMING_ABCD, points[3]!, forming, true);
      if (!alternatingSwings(pivots, position, 4, from, points[4]!)) continue;
      this.#frame(l, FORMING_X, points[4]!, forming, true);
      this.#frame(l, COMPLETE_ABCD, points[4]!, complete, false);
      if (!alternatingSwings(pivots, position, 5, from, points[5]!)) continue;
      this.#frame(l, COMPLETE_X, points[5]!, complete, false);
    }
    return this;
  }

  #frame(l: number, frame: number, points: readonly Pivot[], sign: 1 | -1, forming: boolean): void {
    frameOf(points, sign, forming, this.frames[4 * l + frame]!);
    this.valid[4 * l + frame] = 1;
  }
}

const harmonicBarOf = perContext((_context: StrategyContext) => new HarmonicBar());

/** One strategy's pattern and side as its gate reads them. */
interface HarmonicTest {
  readonly pattern: HarmonicPattern;
  readonly bullish: boolean;
}

/**
 * Whether the strategy can fire on the bar: on some level the pivot it confirmed closes D and the swings fit the
 * pattern's table, or closes C and a D can still complete it (the projected PRZ exists, and not wholly below 0 for a
 * buy). What the detector adds: whether a finer level listed the same points already, and whether a close since C
 * voided the forming pattern.
 */
function mayFire(bar: HarmonicBar, test: HarmonicTest, prz: Prz): boolean {
  if (!bar.confirmed) return false;
  const { pattern, bullish } = test;
  const dKind = bullish ? LOW : HIGH;
  for (let l = 0; l < LEVELS_COARSEST_FIRST.length; l++) {
    const kind = bar.kinds[l]!;
    if (kind === NONE) continue;
    if (kind === dKind) {
      const at = 4 * l + (pattern.hasX ? COMPLETE_X : COMPLETE_ABCD);
      if (bar.valid[at] === 1 && fitsTable(bar.frames[at]!, pattern)) return true;
      continue;
    }
    const at = 4 * l + (pattern.hasX ? FORMING_X : FORMING_ABCD);
    if (bar.valid[at] === 0) continue;
    const zone = formingPrzOf(bar.frames[at]!, pattern, prz);
    if (zone !== null && !(bullish && zone.high <= 0)) return true;
  }
  return false;
}

/** The family's tests, by their slot in the gate group. */
const tests: HarmonicTest[] = [];

/** The harmonic gates answered together by the incremental scan: the swings read once per candle for the 22. */
const HARMONIC_GATES: GateGroup = {
  prepare: (context) => {
    const cache = harmonicBarOf(context);
    const prz: Prz = { low: 0, high: 0 };
    return (i, answers) => {
      const bar = cache.at(context, i);
      for (let slot = 0; slot < tests.length; slot++) answers[slot] = mayFire(bar, tests[slot]!, prz) ? 1 : 0;
    };
  },
  size: () => tests.length,
};

const gates = new Map<HarmonicPattern, { bullish?: DetectorGate; bearish?: DetectorGate }>();

/** A strategy's gate: its own test (a batch scan asks it), in the family's group for the incremental scan. */
export function harmonicGate(pattern: HarmonicPattern, side: 'bullish' | 'bearish'): DetectorGate {
  let sides = gates.get(pattern);
  if (sides === undefined) {
    sides = {};
    gates.set(pattern, sides);
  }
  let gate = sides[side];
  if (gate === undefined) {
    const test: HarmonicTest = { pattern, bullish: side === 'bullish' };
    tests.push(test);
    gate = {
      prepare: (context) => {
        const cache = new HarmonicBar();
        const prz: Prz = { low: 0, high: 0 };
        return (i) => mayFire(cache.at(context, i), test, prz);
      },
      group: { gates: HARMONIC_GATES, slot: tests.length - 1 },
    };
    sides[side] = gate;
  }
  return gate;
}
