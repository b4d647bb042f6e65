import { type Candle, candleAt, type SeriesKey } from '../series';
import { type Detector, type DetectorGate, type Signal, STRATEGIES, type Strategy } from '../strategies';
import { IncrementalContext } from './incremental-context';
import { type LiveSignal, liveSignal, toMatch } from './liveness';
import { seriesTag } from './match-id';
import { nextState } from './match-state';
import type { ScanMatch, ScanSeries } from './types';

/** What one new candle changed. */
export interface ScanUpdate {
  /** Every live match after the candle, as `scan` would return it (built when first read). */
  readonly matches: ScanMatch[];
  /** Matches the candle created (passedCandle 0). */
  readonly added: readonly ScanMatch[];
  /** Ids of matches that expired (a match voided by the close stays, `invalidated`, until it expires). */
  readonly removed: readonly string[];
  /** Ids of matches listed before the candle whose state it changed. */
  readonly changed: readonly string[];
}

const NOTHING: readonly never[] = [];
const NO_IDS: readonly string[] = [];
const NO_MATCHES: readonly ScanMatch[] = [];

/**
 * A scanned series kept warm between candles: indicator streams, a pivot tracker, the last bars each
 * strategy may read, and the live signals. Opaque: use `updateScan` and `scanMatches`.
 */
export class ScanState {
  readonly key: SeriesKey;
  readonly strategies: readonly Strategy[];
  readonly context: IncrementalContext;
  readonly tag: string;
  live: LiveSignal[] = [];
  /** Each strategy's detector, prepared once on the state's context (its arrays never move). */
  readonly #detectors: Detector[];
  /** The strategies' distinct gates, prepared on the context; per strategy its gate's position, or −1. */
  readonly #gates: ((i: number) => boolean)[];
  readonly #gateOf: Int16Array;
  /** Per gate, its answer for the new bar: 0 not asked yet, 1 pass, 2 fail. */
  readonly #answers: Uint8Array;
  // What the shared emit callback needs to know about the detection under way (no closure per call).
  #strategy: Strategy | undefined;
  #previous = -1;
  #to = 0;
  #found: LiveSignal[] = [];
  readonly #emit = (signal: Signal): void => {
    const strategy = this.#strategy!;
    // One match per strategy and signal candle.
    if (signal.index === this.#previous) return;
    this.#previous = signal.index;
    const { context } = this;
    const time = context.time[signal.index - context.offset]!;
    this.#found.push(liveSignal(strategy, signal, this.tag, time, context, context.offset, this.#to));
  };

  constructor(key: SeriesKey, strategies: readonly Strategy[]) {
    this.key = key;
    this.strategies = strategies;
    this.tag = seriesTag(key);
    // A detector reads `history` bars before its signal bar, and the state may need to detect up to
    // `validity` bars back when it is created: the window keeps both, so every read stays inside it.
    let keep = 1;
    for (const s of strategies) keep = Math.max(keep, s.history + s.validity + 1);
    this.context = new IncrementalContext(
      keep,
      strategies.flatMap((s) => s.needs),
    );
    this.#detectors = strategies.map((s) => s.prepare(this.context));
    const gates: DetectorGate[] = [];
    this.#gateOf = Int16Array.from(strategies, ({ gate }) => {
      if (gate === undefined) return -1;
      if (!gates.includes(gate)) gates.push(gate);
      return gates.indexOf(gate);
    });
    this.#gates = gates.map((gate) => gate.prepare(this.context));
    this.#answers = new Uint8Array(gates.length);
  }

  /** Live signals as matches, as of the last candle (all of them, or the given ones). */
  matches(live: readonly LiveSignal[] = this.live): ScanMatch[] {
    const { context } = this;
    if (context.length === 0) return [];
    const local = context.length - 1;
    const last = context.count - 1;
    const levels = () => context.pivots();
    return live.map((signal) => toMatch(signal, this.key, last, context.close[local]!, levels));
  }

  /** Signals of the bars [from, to] (local) that are live at local bar `to`; empty when none. */
  detect(from: number, to: number): readonly LiveSignal[] {
    this.#to = to;
    for (let k = 0; k < this.strategies.length; k++) {
      const strategy = this.strategies[k]!;
      this.#strategy = strategy;
      this.#previous = -1;
      this.#detectors[k]!(Math.max(from, to - strategy.validity), to, this.#emit);
    }
    return this.#takeFound();
  }

  /** Signals of the last bar, as `detect` finds them, without calling the strategies whose gate fails on it. */
  detectLast(): readonly LiveSignal[] {
    const to = this.context.length - 1;
    this.#to = to;
    const answers = this.#answers;
    answers.fill(0);
    for (let k = 0; k < this.strategies.length; k++) {
      const g = this.#gateOf[k]!;
      if (g >= 0) {
        if (answers[g] === 0) answers[g] = this.#gates[g]!(to) ? 1 : 2;
        if (answers[g] === 2) continue;
      }
      this.#strategy = this.strategies[k]!;
      this.#previous = -1;
      this.#detectors[k]!(to, to, this.#emit);
    }
    return this.#takeFound();
  }

  #takeFound(): readonly LiveSignal[] {
    this.#strategy = undefined;
    if (this.#found.length === 0) return NOTHING;
    const found = this.#found;
    this.#found = [];
    return found;
  }
}

/**
 * A scan state over a series' closed candles: streams every candle through the indicators and the
 * pivot tracker, then detects over the last bars only. Its matches equal `scan(series)`.
 */
export function createScanState(series: ScanSeries, strategies: readonly Strategy[] = STRATEGIES): ScanState {
  const state = new ScanState(series.key, strategies);
  const columns = series.columns();
  const length = columns.time.length;
  for (let i = 0; i < length; i++) state.context.push(candleAt(columns, i));
  if (length > 0) state.live = [...state.detect(0, state.context.length - 1)];
  return state;
}

/**
 * Adds one closed candle without rescanning history: O(strategies) work on the new bar, plus the
 * expiry and the state step (match-state.ts) of each live signal by that candle.
 */
export function updateScan(state: ScanState, candle: Candle): ScanUpdate {
  const { context } = state;
  if (context.length > 0 && !(candle.time > context.time[context.length - 1]!)) {
    throw new RangeError(`candle at ${candle.time} does not open after the last scanned candle`);
  }
  context.push(candle);
  const last = context.count - 1;
  // Expire and advance states in place: most candles change nothing, and then nothing is allocated.
  let removed: string[] | undefined;
  let changed: string[] | undefined;
  const live = state.live;
  let kept = 0;
  for (let k = 0; k < live.length; k++) {
    const signal = live[k]!;
    if (last - signal.signal.index > signal.strategy.validity) {
      removed ??= [];
      removed.push(signal.id);
      continue;
    }
    const next = nextState(signal.state, signal.strategy.position, signal.signal.zone, signal, candle);
    if (next !== signal.state) {
      signal.state = next;
      changed ??= [];
      changed.push(signal.id);
    }
    live[kept++] = signal;
  }
  live.length = kept;
  const fresh = state.detectLast();
  for (let k = 0; k < fresh.length; k++) live.push(fresh[k]!);
  const added = fresh.length === 0 ? NO_MATCHES : state.matches(fresh);
  let matches: ScanMatch[] | undefined;
  return {
    get matches() {
      matches ??= state.matches();
      return matches;
    },
    added,
    removed: removed ?? NO_IDS,
    changed: changed ?? NO_IDS,
  };
}

/** The live matches of a scan state as of its last candle. */
export const scanMatches = (state: ScanState): ScanMatch[] => state.matches();
