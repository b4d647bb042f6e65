import { type Candle, candleAt, type SeriesKey } from '../series';
import {
  type Detector,
  type DetectorGate,
  type GateGroup,
  type Signal,
  STRATEGIES,
  type Strategy,
} from '../strategies';
import { IncrementalContext } from './incremental-context';
import { type LiveSignal, liveSignal, toMatch } from './liveness';
import { seriesTag } from './match-id';
import { nextStateCode, STATE_CODE, STATE_OF_CODE, sideOf } from './match-state';
import type { ScanMatch, ScanSeries } from './types';

/** What one new candle changed. */
export interface ScanUpdate {
  /** Every live match after the candle, as `scan` would return it (built when first read). */
  readonly matches: ScanMatch[];
  /** Matches the candle created (passedCandle 0; built when first read). */
  readonly added: readonly ScanMatch[];
  /** Ids of matches that expired (a match voided by the close stays, `invalidated`, until it expires). */
  readonly removed: readonly string[];
  /** Ids of matches listed before the candle whose state it changed. */
  readonly changed: readonly string[];
}

const NOTHING: readonly never[] = [];
/** Numbers kept per live signal for its step: the bar after which it expires, its side, zone and levels. */
const STEP = 7;
const NO_IDS: readonly string[] = [];
const NO_MATCHES: readonly ScanMatch[] = [];
const idsOf = (live: readonly LiveSignal[]): readonly string[] =>
  live.length === 0 ? NO_IDS : live.map((signal) => signal.id);

/** The live signals one candle's step removed and changed (empty lists most candles). */
interface Stepped {
  removed: readonly LiveSignal[];
  changed: readonly LiveSignal[];
}

/**
 * A ScanUpdate whose lists are built when first read: the server reads `matches` alone, so an update builds no match
 * object and no id string it was not asked for. Like `matches`, `added` is built as of the state's last candle then.
 */
class LazyUpdate implements ScanUpdate {
  readonly #state: ScanState;
  readonly #fresh: readonly LiveSignal[];
  readonly #removed: readonly LiveSignal[];
  readonly #changed: readonly LiveSignal[];
  #matches: ScanMatch[] | undefined;
  #added: readonly ScanMatch[] | undefined;

  constructor(state: ScanState, fresh: readonly LiveSignal[], { removed, changed }: Stepped) {
    this.#state = state;
    this.#fresh = fresh;
    this.#removed = removed;
    this.#changed = changed;
    this.#matches = undefined;
    this.#added = undefined;
  }

  get matches(): ScanMatch[] {
    this.#matches ??= this.#state.matches();
    return this.#matches;
  }

  get added(): readonly ScanMatch[] {
    this.#added ??= this.#fresh.length === 0 ? NO_MATCHES : this.#state.matches(this.#fresh);
    return this.#added;
  }

  get removed(): readonly string[] {
    return idsOf(this.#removed);
  }

  get changed(): readonly string[] {
    return idsOf(this.#changed);
  }
}

/**
 * A scanned series kept warm between candles: indicator streams, a pivot tracker, the last bars each
 * strategy may read, and the live signals. Opaque: use `updateScan` and `scanMatches`.
 */
export class ScanState {
  readonly key: SeriesKey;
  readonly strategies: readonly Strategy[];
  readonly context: IncrementalContext;
  readonly tag: string;
  /** Live signals, in the order they were found; read them with `matches`, change them with `setLive` / `step`. */
  readonly live: LiveSignal[] = [];
  /**
   * What each candle's step reads of the live signals, side by side (STEP numbers per signal, and the state code):
   * stepping the signal objects read three scattered objects per signal, the step's hottest line in a profile of
   * 400 states updated in turn.
   */
  #steps = new Float64Array(16 * STEP);
  #states = new Uint8Array(16);
  /** What `step` returns, reused: the caller takes its two arrays at once. */
  readonly #stepped: Stepped = { removed: NOTHING, changed: NOTHING };
  /** Each strategy's detector, prepared once on the state's context (its arrays never move). */
  readonly #detectors: Detector[];
  /** The strategies' distinct gates, prepared on the context; per strategy its gate's position, or −1. */
  readonly #gates: ((i: number) => boolean)[];
  /**
   * Strategies as bits (bit k of word k >> 5 for strategy k): per gate the strategies it lets through, the ungated
   * ones, and the new bar's to run. The last bar's detection asks each gate once and walks the bits set, in strategy
   * order, instead of a gate lookup per strategy (two hundred-odd of them, most skipped).
   */
  readonly #words: number;
  readonly #gateMasks: Uint32Array;
  readonly #ungated: Uint32Array;
  readonly #run: Uint32Array;
  /** Per gate, its group's position (−1: asked alone) and its slot there; per group, its test and last answers. */
  readonly #groupOf: Int16Array;
  readonly #slotOf: Int16Array;
  readonly #groupTests: ((i: number, passes: Uint8Array) => void)[];
  readonly #groupPasses: Uint8Array[];
  /** Per group, whether it answered the new bar. */
  readonly #groupAsked: Uint8Array;
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
    const gateOf = strategies.map(({ gate }) => {
      if (gate === undefined) return -1;
      if (!gates.includes(gate)) gates.push(gate);
      return gates.indexOf(gate);
    });
    const words = (strategies.length + 31) >>> 5;
    this.#words = words;
    this.#gateMasks = new Uint32Array(gates.length * words);
    this.#ungated = new Uint32Array(words);
    this.#run = new Uint32Array(words);
    gateOf.forEach((g, k) => {
      const masks = g < 0 ? this.#ungated : this.#gateMasks;
      masks[Math.max(g, 0) * words + (k >>> 5)]! |= 1 << (k & 31);
    });
    const groups: GateGroup[] = [];
    for (const { group } of gates)
      if (group !== undefined && !groups.includes(group.gates)) groups.push(group.gates);
    this.#groupOf = Int16Array.from(gates, ({ group }) =>
      group === undefined ? -1 : groups.indexOf(group.gates),
    );
    this.#slotOf = Int16Array.from(gates, ({ group }) => group?.slot ?? -1);
    // A grouped gate's own test is never asked here.
    this.#gates = gates.map((gate) => (gate.group === undefined ? gate.prepare(this.context) : () => false));
    this.#groupTests = groups.map((group) => group.prepare(this.context));
    this.#groupPasses = groups.map((group) => new Uint8Array(group.size()));
    this.#groupAsked = new Uint8Array(groups.length);
  }

  /** Gate g's answer for local bar `to`: 1 pass, 2 fail (a grouped gate's from its group's one test of the bar). */
  #ask(g: number, to: number): number {
    const group = this.#groupOf[g]!;
    if (group < 0) return this.#gates[g]!(to) ? 1 : 2;
    const passes = this.#groupPasses[group]!;
    if (this.#groupAsked[group] === 0) {
      this.#groupTests[group]!(to, passes);
      this.#groupAsked[group] = 1;
    }
    return passes[this.#slotOf[g]!] === 1 ? 1 : 2;
  }

  /** Replaces the live signals. */
  setLive(signals: readonly LiveSignal[]): void {
    this.live.length = 0;
    for (const signal of signals) this.#append(signal);
  }

  #append(signal: LiveSignal): void {
    const k = this.live.length;
    if (k === this.#states.length) {
      const steps = new Float64Array(2 * k * STEP);
      steps.set(this.#steps);
      this.#steps = steps;
      const states = new Uint8Array(2 * k);
      states.set(this.#states);
      this.#states = states;
    }
    this.live.push(signal);
    const { strategy, signal: found } = signal;
    const at = k * STEP;
    this.#steps[at] = found.index + strategy.validity;
    this.#steps[at + 1] = sideOf(strategy.position);
    this.#steps[at + 2] = found.zone.from;
    this.#steps[at + 3] = found.zone.to;
    this.#steps[at + 4] = signal.trigger;
    this.#steps[at + 5] = found.invalidation;
    this.#steps[at + 6] = found.formingInvalidation ?? Number.NaN;
    this.#states[k] = STATE_CODE[signal.state];
  }

  /**
   * One closed candle (global bar `last`) for the live signals: the expired ones leave, the others advance their state
   * in place. The ones that left and the ones that changed; most candles change nothing, and then nothing is
   * allocated.
   */
  step(candle: Candle, last: number): Stepped {
    let removed: LiveSignal[] | undefined;
    let changed: LiveSignal[] | undefined;
    const { live } = this;
    const steps = this.#steps;
    const states = this.#states;
    const { high, low, close } = candle;
    let kept = 0;
    for (let k = 0; k < live.length; k++) {
      const at = k * STEP;
      if (last > steps[at]!) {
        removed ??= [];
        removed.push(live[k]!);
        continue;
      }
      const state = states[k]!;
      const next = nextStateCode(
        state,
        steps[at + 1]!,
        steps[at + 2]!,
        steps[at + 3]!,
        steps[at + 4]!,
        steps[at + 5]!,
        steps[at + 6]!,
        high,
        low,
        close,
        true,
      );
      if (next !== state) {
        live[k]!.state = STATE_OF_CODE[next]!;
        changed ??= [];
        changed.push(live[k]!);
      }
      if (kept !== k) {
        live[kept] = live[k]!;
        // Seven moves inline: copyWithin is a builtin call per kept signal once one has left.
        for (let j = 0, to = kept * STEP; j < STEP; j++) steps[to + j] = steps[at + j]!;
      }
      states[kept++] = next;
    }
    // Setting an array's length is a builtin call even when it does not change: most candles expire nothing.
    if (kept !== live.length) live.length = kept;
    this.#stepped.removed = removed ?? NOTHING;
    this.#stepped.changed = changed ?? NOTHING;
    return this.#stepped;
  }

  /** Adds signals found on the last candle. */
  add(signals: readonly LiveSignal[]): void {
    for (let k = 0; k < signals.length; k++) this.#append(signals[k]!);
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
    const words = this.#words;
    const run = this.#run;
    const masks = this.#gateMasks;
    run.set(this.#ungated);
    this.#groupAsked.fill(0);
    for (let g = 0; g < this.#gates.length; g++) {
      if (this.#ask(g, to) === 2) continue;
      for (let w = 0, at = g * words; w < words; w++) run[w]! |= masks[at + w]!;
    }
    for (let w = 0; w < words; w++) {
      let bits = run[w]!;
      while (bits !== 0) {
        // The lowest bit set first: strategies run in catalog order, as `detect` runs them.
        const lowest = bits & -bits;
        bits ^= lowest;
        const k = (w << 5) + 31 - Math.clz32(lowest);
        this.#strategy = this.strategies[k]!;
        this.#previous = -1;
        this.#detectors[k]!(to, to, this.#emit);
      }
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
  if (length > 0) state.setLive(state.detect(0, state.context.length - 1));
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
  const stepped = state.step(candle, last);
  const fresh = state.detectLast();
  state.add(fresh);
  return new LazyUpdate(state, fresh, stepped);
}

/** The live matches of a scan state as of its last candle. */
export const scanMatches = (state: ScanState): ScanMatch[] => state.matches();
