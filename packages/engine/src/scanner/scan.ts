import {
  BatchContext,
  type DetectorGate,
  type GateGroup,
  type IndicatorBuffers,
  type Signal,
  STRATEGIES,
  type Strategy,
} from '../strategies';
import { type LiveSignal, liveSignal, toMatch } from './liveness';
import { seriesTag } from './match-id';
import { type PastMatch, type PastSignal, pastSignals } from './past';
import type { ScanMatch, ScanSeries } from './types';

export interface ScanOptions {
  /** Output columns kept between scans (one per worker), so a scan allocates no indicator arrays. */
  readonly buffers?: IndicatorBuffers;
}

/**
 * The live signals of the last `validity + 1` bars: each strategy looks only at bars whose signal
 * could still be listed, over indicators computed once for the whole series.
 */
export function liveSignals(
  context: BatchContext,
  strategies: readonly Strategy[],
  tag: string,
): LiveSignal[] {
  const last = context.length - 1;
  const live: LiveSignal[] = [];
  // Each gate prepared once on the context and asked once per bar (its strategies ask the same last bars in turn), a
  // grouped one through its group, asked once per bar for all its members; a gated strategy runs only on the bars its
  // gate passes.
  const gates = new Map<DetectorGate, (i: number) => boolean>();
  const groups = new Map<GateGroup, GroupAnswers>();
  const first = Math.max(0, last - Math.max(0, ...strategies.map((s) => s.validity)));
  for (const strategy of strategies) {
    let previous = -1;
    const detect = strategy.prepare(context);
    const emit = (signal: Signal) => {
      // One match per strategy and signal candle.
      if (signal.index === previous) return;
      previous = signal.index;
      // A voided signal stays listed, invalidated, until its validity passes (issue 15).
      live.push(liveSignal(strategy, signal, tag, context.time[signal.index]!, context, 0, last));
    };
    const from = Math.max(0, last - strategy.validity);
    const { gate } = strategy;
    if (gate === undefined || gate.incrementalOnly) {
      detect(from, last, emit);
      continue;
    }
    let passes = gates.get(gate);
    if (passes === undefined) {
      passes =
        gate.group === undefined
          ? answeredOnce(gate.prepare(context), first, last)
          : groupAnswers(groups, gate.group, context, first, last);
      gates.set(gate, passes);
    }
    for (let i = from; i <= last; i++) if (passes(i)) detect(i, i, emit);
  }
  return live;
}

/** A gate's test on bars [first, last] that asks each bar once and remembers the answer. */
function answeredOnce(test: (i: number) => boolean, first: number, last: number): (i: number) => boolean {
  // Per bar: 0 not asked yet, 1 passes, 2 fails.
  const answers = new Uint8Array(last - first + 1);
  return (i) => {
    let answer = answers[i - first]!;
    if (answer === 0) answers[i - first] = answer = test(i) ? 1 : 2;
    return answer === 1;
  };
}

/** A grouped gate's test: its slot of the group's answers, the group asked once per bar for all its members. */
function groupAnswers(
  groups: Map<GateGroup, GroupAnswers>,
  { gates: group, slot }: NonNullable<DetectorGate['group']>,
  context: BatchContext,
  first: number,
  last: number,
): (i: number) => boolean {
  let answers = groups.get(group);
  if (answers === undefined) {
    answers = new GroupAnswers(group.prepare(context), group.size(), first, last);
    groups.set(group, answers);
  }
  const shared = answers;
  return (i) => shared.passes(i, slot);
}

/**
 * A gate group's answers on bars [first, last], each bar asked once for every member: the members of a group read the
 * same per-bar state (a family's swings, a candle's setting), which the group's one test reads once.
 */
class GroupAnswers {
  readonly #test: (i: number, passes: Uint8Array) => void;
  readonly #size: number;
  readonly #first: number;
  /** Per bar, the members' answers (1 passes) after a byte saying whether the bar was asked. */
  readonly #answers: Uint8Array;
  readonly #row: Uint8Array;

  constructor(test: (i: number, passes: Uint8Array) => void, size: number, first: number, last: number) {
    this.#test = test;
    this.#size = size;
    this.#first = first;
    this.#answers = new Uint8Array((last - first + 1) * (size + 1));
    this.#row = new Uint8Array(size);
  }

  passes(i: number, slot: number): boolean {
    const at = (i - this.#first) * (this.#size + 1);
    if (this.#answers[at] === 0) {
      this.#test(i, this.#row);
      this.#answers[at] = 1;
      this.#answers.set(this.#row, at + 1);
    }
    return this.#answers[at + 1 + slot] === 1;
  }
}

/**
 * The live matches of a series of closed candles: one per strategy and signal still within its validity, with
 * passedCandle, distance and state as of the last candle (a match voided by a close is listed `invalidated`).
 */
export function scan(
  series: ScanSeries,
  strategies: readonly Strategy[] = STRATEGIES,
  options: ScanOptions = {},
): ScanMatch[] {
  return scanSeries(series, strategies, options, false).live;
}

/**
 * The live matches and, over the same indicators, each strategy's latest match of the last `PAST_LOOKBACK` bars that
 * is no longer live (its validity passed: state `expired`), with when it ended: what a screen shows when nothing is live.
 */
export function scanWithPast(
  series: ScanSeries,
  strategies: readonly Strategy[] = STRATEGIES,
  options: ScanOptions = {},
): { live: ScanMatch[]; past: PastMatch[] } {
  return scanSeries(series, strategies, options, true);
}

function scanSeries(
  series: ScanSeries,
  strategies: readonly Strategy[],
  options: ScanOptions,
  withPast: boolean,
): { live: ScanMatch[]; past: PastMatch[] } {
  const columns = series.columns();
  const length = columns.time.length;
  if (length === 0) return { live: [], past: [] };
  const context = new BatchContext(columns, options.buffers);
  const tag = seriesTag(series.key);
  const live = liveSignals(context, strategies, tag);
  const last = length - 1;
  const close = columns.close[last]!;
  const levels = () => context.pivots();
  const closeOf = (bar: number) => context.time[bar]! + series.key.timeframe * 60;
  const past = withPast ? pastSignals(context, strategies, tag) : [];
  return {
    live: live.map((signal) => toMatch(signal, series.key, last, close, levels)),
    past: past.map(({ live: signal, endedBar }: PastSignal) => ({
      ...toMatch(signal, series.key, last, close, levels),
      state: 'expired' as const,
      endedAt: closeOf(endedBar),
    })),
  };
}
