import type { PivotKind, PivotType } from '../pivots';
import type { IndicatorSpec, StrategyContext } from './context';

/** The side a strategy trades (spec §3 Strategy.position); every detector here is one-sided. */
export const POSITIONS = ['buy', 'sell', 'neutral'] as const;
export type Position = (typeof POSITIONS)[number];

/** Where the strategy expects the reaction (DESIGN §5 zone); from <= to. */
export interface Zone {
  readonly from: number;
  readonly to: number;
}

/** A named point the chart draws: candle open time in unix seconds and a value (price or indicator). */
export interface ChartPoint {
  readonly date: number;
  readonly value: number;
}

export type ChartData = Readonly<Record<string, ChartPoint>>;

/** One firing of a strategy: everything a match needs except what depends on the latest candle. */
export interface Signal {
  /** Global bar index of the candle the strategy fired on; its open time is the match's matchDate. */
  readonly index: number;
  /** The close of that candle. */
  readonly price: number;
  readonly zone: Zone;
  /** A close beyond this level voids the signal: below it for a buy, above it for a sell. */
  readonly invalidation: number;
  /**
   * While the match is `forming` (price has not reached the zone), price beyond this level on the other side voids it:
   * above it for a buy, below it for a sell, judged on a candle's extreme (and, between closes, the live price). A
   * forming harmonic's C: the leg to D must not pass it before the PRZ. Absent: only `invalidation` voids.
   */
  readonly formingInvalidation?: number;
  /**
   * A close beyond this level means the reaction the strategy predicts has begun (the match's lifecycle state turns
   * `triggered`): above it for a buy, below it for a sell. Absent: the scanner derives it (see ../scanner README).
   */
  readonly trigger?: number;
  /**
   * Where the strategy expects the reaction to take price: risk-quant's exit and the track record's win. Absent: the
   * scanner derives it (see ../scanner README).
   */
  readonly target?: number;
  /**
   * Global bar from which the scanner judges price against the zone, when the pattern reached its zone before the
   * candle that confirms it (a harmonic's D, in its PRZ a few bars before the pivot is confirmed). Absent: the signal bar.
   */
  readonly activeFrom?: number;
  /** Global bar of the swing the signal stands on; pivotType is looked up there as of the last candle. */
  readonly anchorIndex: number;
  readonly anchorKind: PivotKind;
  /** A pivot type fixed at detection (divergences carry the level of their pivot pair). */
  readonly pivotType?: PivotType;
  readonly chartData: ChartData;
}

/** Receives signals as a detector finds them (no arrays built on the hot path). */
export type Emit = (signal: Signal) => void;

/** Finds signals on local bars [from, to] of the context it was prepared on, both inclusive. */
export type Detector = (from: number, to: number, emit: Emit) => void;

/**
 * A cheap test several strategies share (the same object): false on a bar where none of them can fire. The
 * incremental scan asks it once per new candle and skips the strategies it rules out without touching them; a
 * detector still checks everything itself, so a gate only saves work (the contract holds it to that).
 */
export interface DetectorGate {
  /** Returns the test for local bar i of the context, as `prepare` does for a detector. */
  readonly prepare: (context: StrategyContext) => (i: number) => boolean;
  /**
   * Asked by the incremental scan only: a batch scan runs its strategies over their last bars directly, where the
   * gate costs as much as the detectors it would skip (a classic rule's test is a comparison or two).
   */
  readonly incrementalOnly?: true;
  /**
   * Answered by the incremental scan with the other members of its group (at its `slot`): one test per candle for
   * them all instead of a call per gate, each a closure and its scope per state, cold once 400 states are updated in
   * turn. A batch scan asks `prepare`'s test, which gives the same answer.
   */
  readonly group?: { readonly gates: GateGroup; readonly slot: number };
}

/** Gates answered together: the test writes each member's answer for local bar i into `passes` (1 pass, 0 fail). */
export interface GateGroup {
  readonly prepare: (context: StrategyContext) => (i: number, passes: Uint8Array) => void;
  /** Members so far (slots 0 … size − 1): all of them are defined before a scan prepares the group. */
  readonly size: () => number;
}

/** How a strategy finds signals. */
export interface Detection {
  /** The side every signal takes, and so the side of its definition's catalog row. */
  readonly position: Position;
  /** First global bar that can carry a signal: nothing fires before the indicators are warm. */
  readonly lookback: number;
  /** How many bars before the signal bar the detector reads (the incremental window keeps them). */
  readonly history: number;
  /** Indicators read through the context; the incremental scan streams exactly these. */
  readonly needs: readonly IndicatorSpec[];
  /**
   * Reads the context's arrays once and returns the detector for it: a batch scan prepares once per
   * series, an incremental scan once per state, so nothing is looked up again per candle. The detector
   * emits at most one signal per bar, only from candles up to that bar (no look-ahead).
   */
  readonly prepare: (context: StrategyContext) => Detector;
  /** Optional precondition shared with other strategies; false only where this detector emits nothing. */
  readonly gate?: DetectorGate;
}

/** A rule bound to its definition's catalog row (id from the ledger, validity from the row). */
export interface Strategy extends Detection {
  readonly id: number;
  readonly key: string;
  /** Closed candles after the signal candle during which the match stays listed. */
  readonly validity: number;
}
