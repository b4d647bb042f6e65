import {
  type Candle,
  type CandleColumns,
  canAggregate,
  candleAt,
  columnsFromCandles,
  emptyColumns,
} from '@tradescope/engine';
import { type SessionName, sessionOverlaps } from '../../feed';
import { subdivideInto } from './bridge';
import { aggregateCovered, before, concatColumns, lastEndOf, mergeNewest, tail } from './layers';
import { generateCandle, measureModel, type Previous, type RngKey, type SymbolModel } from './model';
import type { ShippedSymbol } from './replay-format';
import { isOnGrid, rebucket, shiftByWeeks } from './retime';
import { RngPurpose, rngFor } from './rng';
import { type GroundPlan, planGround, type TimeframePlan } from './timeframe-plan';

export interface HistoryInput {
  readonly shipped: ShippedSymbol;
  readonly plan: TimeframePlan;
  readonly weeks: number;
  /** Unix seconds: history ends here and live generation starts. */
  readonly anchor: number;
  readonly key: RngKey;
  readonly session: SessionName;
  readonly jumpy: boolean;
}

export interface History {
  /** Closed candles before the anchor, at most the plan's window, per timeframe of the plan. */
  readonly series: ReadonlyMap<number, CandleColumns>;
  readonly model: SymbolModel;
  readonly ground: GroundPlan;
  /** Where real candles end and the generated fill up to the anchor begins. */
  readonly realEnd: number;
  readonly previous: Previous;
}

/** The ground's real candles: the finest shipped series, carved into the ground timeframe if it sits off-grid. */
const groundReal = (
  spine: CandleColumns,
  spineTf: number,
  ground: number,
  decimals: number,
  input: HistoryInput,
): CandleColumns => {
  if (spineTf === ground) return spine;
  const parts = spineTf / ground;
  const out = emptyColumns(spine.time.length * parts);
  const times = new Float64Array(parts);
  for (let i = 0; i < spine.time.length; i++) {
    const parent = candleAt(spine, i);
    for (let j = 0; j < parts; j++) times[j] = parent.time + j * ground * 60;
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.subdivide, ground, parent.time);
    subdivideInto(parent, times, rng, decimals, out, i * parts);
  }
  return out;
};

/** Generated ground candles from the end of the real ones up to the anchor, inside the session only. */
const fillToAnchor = (real: CandleColumns, ground: number, model: SymbolModel, input: HistoryInput) => {
  const step = ground * 60;
  const last = real.time.length - 1;
  let previous: Previous = { end: real.time[last]! + step, close: real.close[last]! };
  const filled: Candle[] = [];
  for (let time = previous.end; time + step <= input.anchor; time += step) {
    if (!sessionOverlaps(input.session, time, time + step)) continue;
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.gapCandle, ground, time);
    const candle = generateCandle(model, time, step, previous, rng, input.key);
    filled.push(candle);
    previous = { end: time + step, close: candle.close };
  }
  return concatColumns(real, columnsFromCandles(filled));
};

/**
 * Carves `count` candles of `timeframe` out of the newest `parents`. Real parents split into every sub-bucket;
 * generated ones only into the sub-buckets inside the session.
 */
const carve = (
  parents: CandleColumns,
  parentTf: number,
  timeframe: number,
  count: number,
  realEnd: number,
  decimals: number,
  input: HistoryInput,
): CandleColumns => {
  const step = timeframe * 60;
  const perParent = parentTf / timeframe;
  const picked: { index: number; times: number[] }[] = [];
  let total = 0;
  for (let i = parents.time.length - 1; i >= 0 && total < count; i--) {
    const start = parents.time[i]!;
    const times: number[] = [];
    for (let j = 0; j < perParent; j++) times.push(start + j * step);
    const open = start >= realEnd ? times.filter((t) => sessionOverlaps(input.session, t, t + step)) : times;
    picked.push({ index: i, times: open.length > 0 ? open : times });
    total += picked.at(-1)!.times.length;
  }
  picked.reverse();
  const out = emptyColumns(total);
  let at = 0;
  for (const { index, times } of picked) {
    const parent = candleAt(parents, index);
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.subdivide, timeframe, parent.time);
    subdivideInto(parent, times, rng, decimals, out, at);
    at += times.length;
  }
  return tail(out, count);
};

type Shipped = { readonly timeframe: number; readonly candles: CandleColumns };

/**
 * A timeframe at or above the ground: the ground aggregated where it reaches (`recent`), then further back the
 * shipped file of that timeframe, aggregates of finer files, and as a last resort pieces carved from a coarser
 * file, each only filling buckets the earlier ones leave empty.
 */
const olderThanGround = (
  timeframe: number,
  recent: CandleColumns,
  files: readonly Shipped[],
  decimals: number,
  input: HistoryInput,
): CandleColumns => {
  const window = input.plan.windowOf.get(timeframe)!;
  const end = recent.time.length > 0 ? recent.time[0]! : input.anchor;
  const needed = window - recent.time.length;
  const own = files.filter((f) => f.timeframe === timeframe).map((f) => f.candles);
  const finer = files
    .filter((f) => f.timeframe < timeframe && canAggregate(f.timeframe, timeframe))
    .reverse()
    .map((f) => aggregateCovered(f.candles, f.timeframe, timeframe, lastEndOf(f.candles, f.timeframe)));
  const coarser = files
    .filter((f) => f.timeframe > timeframe && canAggregate(timeframe, f.timeframe))
    .slice(0, 1)
    .map((f) => {
      const parents = tail(before(f.candles, end), Math.ceil((needed * timeframe) / f.timeframe) + 1);
      return carve(parents, f.timeframe, timeframe, needed, Number.POSITIVE_INFINITY, decimals, input);
    });
  return mergeNewest([...own, ...finer, ...coarser], end, needed);
};

/**
 * Re-timed history of one symbol for every timeframe of its source, ending at the anchor. Timeframes at or above
 * the ground are aggregated from it where it reaches and filled further back from the shipped files; timeframes
 * below it are carved out of it, so within the ground's reach every timeframe is the exact aggregate of the base.
 */
export const buildHistory = (input: HistoryInput): History => {
  const { plan, anchor } = input;
  const shifted = input.shipped.series.map((s) => ({ ...s, candles: shiftByWeeks(s.candles, input.weeks) }));
  const spine = shifted[0]!;
  const groundPlan = planGround(plan, spine.timeframe, (t) => isOnGrid(spine.candles, t));
  const { ground } = groundPlan;
  const decimals = Math.max(...shifted.map((s) => s.priceDecimals));
  const real = before(groundReal(spine.candles, spine.timeframe, ground, decimals, input), anchor);
  const model = measureModel(real, ground, decimals, spine.volumeDecimals, input.jumpy);
  const realEnd = lastEndOf(real, ground);
  const files = shifted.map((s) => ({ timeframe: s.timeframe, candles: rebucket(s.candles, s.timeframe) }));
  const series = new Map<number, CandleColumns>();

  // At and above the ground, each timeframe aggregates the next finer one's covered candles: same buckets as
  // aggregating the ground, from fewer candles.
  const covered = new Map<number, CandleColumns>([[ground, fillToAnchor(real, ground, model, input)]]);
  for (const timeframe of plan.all.filter((t) => t >= ground)) {
    const finer = [...covered.keys()].filter((t) => t < timeframe && canAggregate(t, timeframe)).at(-1);
    const recent =
      timeframe === ground || finer === undefined
        ? (covered.get(timeframe) ?? emptyColumns(0))
        : aggregateCovered(covered.get(finer)!, finer, timeframe, anchor);
    covered.set(timeframe, recent);
    const older = olderThanGround(timeframe, recent, files, decimals, input);
    series.set(timeframe, tail(concatColumns(older, recent), plan.windowOf.get(timeframe)!));
  }

  // Below it, carved down the chain; the base deep enough for the timeframes aggregated back up from it.
  const offChainDepth = Math.max(
    0,
    ...groundPlan.offChain.map((t) => (plan.windowOf.get(t)! * t) / plan.base),
  );
  let parentTf = ground;
  for (const timeframe of groundPlan.chain) {
    const window = plan.windowOf.get(timeframe)!;
    const count = timeframe === plan.base ? Math.max(window, offChainDepth) : window;
    series.set(timeframe, carve(series.get(parentTf)!, parentTf, timeframe, count, realEnd, decimals, input));
    parentTf = timeframe;
  }
  const baseSeries = series.get(plan.base)!;
  for (const timeframe of groundPlan.offChain) {
    const window = plan.windowOf.get(timeframe)!;
    series.set(timeframe, tail(aggregateCovered(baseSeries, plan.base, timeframe, anchor), window));
  }
  series.set(plan.base, tail(baseSeries, plan.windowOf.get(plan.base)!));

  const last = baseSeries.time.length - 1;
  const previous =
    last >= 0
      ? { end: baseSeries.time[last]! + plan.base * 60, close: baseSeries.close[last]! }
      : { end: anchor, close: Math.exp(model.anchorLogPrice) };
  return { series, model, ground: groundPlan, realEnd, previous };
};
