import type { MatchesCount } from '@tradescope/domain';
import type { SeriesSegment } from '../../live-matches';
import { sideOf } from '../query';
import { passes, type Selected } from './select-live';

/** Passing rows of a selected segment per group: the group counts, or a count per row when the price is per row. */
export const passingPerGroup = (sel: Selected): number[] => {
  const { segment } = sel;
  if (sel.rowPrice === undefined)
    return segment.groups.map((group, g) => (sel.ok[sel.base + g] === 1 ? group.count : 0));
  const counts = segment.groups.map(() => 0);
  for (let i = 0; i < segment.length; i++) if (passes(sel, i)) counts[segment.group[i]!]! += 1;
  return counts;
};

/** Passing rows of group g of a selected segment; `perRow` is passingPerGroup's answer when the price is per row. */
const passingIn = (sel: Selected, g: number, perRow: readonly number[] | undefined): number =>
  perRow !== undefined ? perRow[g]! : sel.ok[sel.base + g] === 1 ? sel.segment.groups[g]!.count : 0;

// A strategy id or a timeframe as the count's key, made once per number rather than once per group of every request.
const keys = new Map<number, string>();
const keyOf = (n: number): string => {
  let key = keys.get(n);
  if (key === undefined) {
    key = String(n);
    keys.set(n, key);
  }
  return key;
};

/** A segment's groups by strategy: the slot of each group's strategy and the strategies' keys, in first-group order. */
type StrategySlots = { readonly slot: Uint16Array; readonly keys: readonly string[] };
const slotsBySegment = new WeakMap<SeriesSegment, StrategySlots>();
const strategySlots = (segment: SeriesSegment): StrategySlots => {
  let kept = slotsBySegment.get(segment);
  if (kept === undefined) {
    const slot = new Uint16Array(segment.groups.length);
    const keys: string[] = [];
    const byId = new Map<number, number>();
    segment.groups.forEach(({ strategyId }, g) => {
      let s = byId.get(strategyId);
      if (s === undefined) {
        s = keys.length;
        byId.set(strategyId, s);
        keys.push(keyOf(strategyId));
      }
      slot[g] = s;
    });
    kept = { slot, keys };
    slotsBySegment.set(segment, kept);
  }
  return kept;
};

/**
 * Per group selection (its `ok` array, shared by every request reusing it): each segment's passing rows per
 * strategy, at the segment's group base plus the strategy's slot, worked out the first time a count reads the
 * segment. A count that differs from an earlier one only in its asset filters then reads a few sums per segment,
 * not every group of the market.
 */
type StrategySums = { readonly sums: Float64Array; readonly done: Uint8Array };
const sumsBySelection = new WeakMap<Uint8Array, StrategySums>();
const strategySums = (sel: Selected, slots: StrategySlots): Float64Array => {
  const { ok, base } = sel;
  let kept = sumsBySelection.get(ok);
  if (kept === undefined) {
    kept = { sums: new Float64Array(ok.length), done: new Uint8Array(ok.length) };
    sumsBySelection.set(ok, kept);
  }
  const { sums, done } = kept;
  if (done[base] === 0) {
    const { groups } = sel.segment;
    for (let g = 0; g < groups.length; g++)
      if (ok[base + g] === 1) {
        const at = base + slots.slot[g]!;
        sums[at] = sums[at]! + groups[g]!.count;
      }
    done[base] = 1;
  }
  return sums;
};

/**
 * countMatches' answer (strategy id -> quote -> timeframe) from group counts, in the same key order: per segment
 * its passing rows per strategy (strategySums; per row when the price is per row), and only each strategy's sum
 * touches the answer's objects. A segment's strategies are added together, so each quote enters a strategy's
 * counts in the segment it did group by group.
 */
export const countLive = (selected: readonly Selected[]): MatchesCount => {
  const counts: Record<string, Record<string, Record<string, number>>> = {};
  let own = new Float64Array(64);
  for (const sel of selected) {
    const { segment } = sel;
    const slots = strategySlots(segment);
    const strategies = slots.keys;
    let sums: Float64Array;
    let base = 0;
    if (sel.rowPrice === undefined) {
      sums = strategySums(sel, slots);
      base = sel.base;
    } else {
      if (own.length < strategies.length) own = new Float64Array(2 * strategies.length);
      own.fill(0, 0, strategies.length);
      const perRow = passingPerGroup(sel);
      for (let g = 0; g < perRow.length; g++) {
        const s = slots.slot[g]!;
        own[s] = own[s]! + perRow[g]!;
      }
      sums = own;
    }
    const quote = sel.instrument.quote;
    const frame = keyOf(segment.timeframe);
    for (let s = 0; s < strategies.length; s++) {
      const n = sums[base + s]!;
      if (n === 0) continue;
      const strategy = strategies[s]!;
      let byQuote = counts[strategy];
      if (byQuote === undefined) {
        byQuote = {};
        counts[strategy] = byQuote;
      }
      let byTimeframe = byQuote[quote];
      if (byTimeframe === undefined) {
        byTimeframe = {};
        byQuote[quote] = byTimeframe;
      }
      byTimeframe[frame] = (byTimeframe[frame] ?? 0) + n;
    }
  }
  return counts;
};

/** The gauge's buy, sell and neutral totals from group counts. */
export const sidesLive = (selected: readonly Selected[]) => {
  const totals = { buy: 0, sell: 0, neutral: 0, total: 0 };
  for (const sel of selected) {
    const { groups } = sel.segment;
    const perRow = sel.rowPrice === undefined ? undefined : passingPerGroup(sel);
    for (let g = 0; g < groups.length; g++) {
      const n = passingIn(sel, g, perRow);
      totals[sideOf(groups[g]!.type)] += n;
      totals.total += n;
    }
  }
  return totals;
};

/** Buy, sell and neutral passing matches per asset id (the assets page's status column), from group counts. */
export const sidesPerAsset = (selected: readonly Selected[]) => {
  const byAsset = new Map<string, { buy: number; sell: number; neutral: number }>();
  for (const sel of selected) {
    const { groups } = sel.segment;
    const perRow = sel.rowPrice === undefined ? undefined : passingPerGroup(sel);
    let sides = byAsset.get(sel.instrument.id);
    if (sides === undefined) {
      sides = { buy: 0, sell: 0, neutral: 0 };
      byAsset.set(sel.instrument.id, sides);
    }
    for (let g = 0; g < groups.length; g++) sides[sideOf(groups[g]!.type)] += passingIn(sel, g, perRow);
  }
  return byAsset;
};
