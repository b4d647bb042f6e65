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

/** Numbers 0, 1, 2… for keys in the order they are first seen; `onNew` hears each key numbered. */
const denseNumbers = (onNew: (key: number) => void = () => {}) => {
  const numbers = new Map<number, number>();
  return {
    numberOf: (key: number): number => {
      let n = numbers.get(key);
      if (n === undefined) {
        n = numbers.size;
        numbers.set(key, n);
        onNew(key);
      }
      return n;
    },
    get size(): number {
      return numbers.size;
    },
  };
};
// Dense numbers for strategy ids and timeframes (a few dozen of each, for the life of the process), so a count adds
// into a typed array instead of looking up three levels of keyed objects for every strategy of every segment.
const strategyNumbers = denseNumbers();
const timeframeKeys: string[] = [];
const timeframeNumbers = denseNumbers((timeframe) => timeframeKeys.push(keyOf(timeframe)));

/**
 * A segment's groups by strategy: the slot of each group's strategy, and the strategies' keys and dense numbers
 * (strategyNumbers), in first-group order.
 */
type StrategySlots = {
  readonly slot: Uint16Array;
  readonly keys: readonly string[];
  readonly numbers: Uint16Array;
};
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
    kept = { slot, keys, numbers: Uint16Array.from(byId.keys(), strategyNumbers.numberOf) };
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
const sumsOf = (ok: Uint8Array): StrategySums => {
  let kept = sumsBySelection.get(ok);
  if (kept === undefined) {
    kept = { sums: new Float64Array(ok.length), done: new Uint8Array(ok.length) };
    sumsBySelection.set(ok, kept);
  }
  return kept;
};
const strategySums = (sel: Selected, slots: StrategySlots, kept: StrategySums): Float64Array => {
  const { ok, base } = sel;
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
 * its passing rows per strategy (strategySums; per row when the price is per row), added into one cell per
 * strategy, quote and timeframe of a flat array. Strategies and each strategy's quotes enter the answer in the
 * order their first count came in, as when the answer's objects were filled segment by segment (timeframe keys are
 * integers: objects list them ascending whatever the order they were set in).
 */
export const countLive = (selected: readonly Selected[]): MatchesCount => {
  // Per (strategy, quote) pair met: its cells, one per timeframe; pairs in the order of their first count.
  const quotes = new Map<string, number>();
  let quoteRoom = 8;
  let pairOf = new Int32Array(strategyNumbers.size * quoteRoom + quoteRoom).fill(-1);
  const pairStrategy: string[] = [];
  const pairQuote: string[] = [];
  // Cells of a pair: `stride` of them, one per timeframe number (grown if a new timeframe comes in meanwhile).
  let stride = Math.max(16, timeframeNumbers.size);
  let cells = new Float64Array(64 * stride);
  let own = new Float64Array(64);
  // Every segment of a selection shares its `ok`: its sums are looked up once, not once per segment.
  let sharedOk: Uint8Array | undefined;
  let shared: StrategySums | undefined;
  for (const sel of selected) {
    const { segment } = sel;
    const slots = strategySlots(segment);
    const strategies = slots.keys;
    const { numbers } = slots;
    let sums: Float64Array;
    let base = 0;
    if (sel.rowPrice === undefined) {
      if (sel.ok !== sharedOk || shared === undefined) {
        sharedOk = sel.ok;
        shared = sumsOf(sel.ok);
      }
      sums = strategySums(sel, slots, shared);
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
    let q = quotes.get(quote);
    if (q === undefined) {
      q = quotes.size;
      quotes.set(quote, q);
    }
    const frame = timeframeNumbers.numberOf(segment.timeframe);
    if (frame >= stride) {
      const wider = new Float64Array((cells.length / stride) * 2 * stride);
      for (let pair = 0; pair < pairStrategy.length; pair++)
        wider.set(cells.subarray(pair * stride, (pair + 1) * stride), pair * 2 * stride);
      cells = wider;
      stride *= 2;
    }
    for (let s = 0; s < strategies.length; s++) {
      const n = sums[base + s]!;
      if (n === 0) continue;
      const strategy = numbers[s]!;
      if (q >= quoteRoom || strategy * quoteRoom + q >= pairOf.length) {
        // More quotes or strategies than the table was laid out for: lay it out again, wider.
        const room = Math.max(quoteRoom, 2 * (q + 1));
        const wider = new Int32Array(strategyNumbers.size * room + room).fill(-1);
        for (let i = 0; i < pairOf.length; i++)
          if (pairOf[i] !== -1) wider[Math.floor(i / quoteRoom) * room + (i % quoteRoom)] = pairOf[i]!;
        pairOf = wider;
        quoteRoom = room;
      }
      let pair = pairOf[strategy * quoteRoom + q]!;
      if (pair === -1) {
        pair = pairStrategy.length;
        pairOf[strategy * quoteRoom + q] = pair;
        pairStrategy.push(strategies[s]!);
        pairQuote.push(quote);
        if ((pair + 1) * stride > cells.length) {
          const more = new Float64Array(2 * cells.length);
          more.set(cells);
          cells = more;
        }
      }
      const cell = pair * stride + frame;
      cells[cell] = cells[cell]! + n;
    }
  }
  const counts: Record<string, Record<string, Record<string, number>>> = {};
  for (let pair = 0; pair < pairStrategy.length; pair++) {
    const strategy = pairStrategy[pair]!;
    let byQuote = counts[strategy];
    if (byQuote === undefined) {
      byQuote = {};
      counts[strategy] = byQuote;
    }
    const byTimeframe: Record<string, number> = {};
    for (let t = 0; t < timeframeKeys.length; t++) {
      const n = cells[pair * stride + t]!;
      if (n !== 0) byTimeframe[timeframeKeys[t]!] = n;
    }
    byQuote[pairQuote[pair]!] = byTimeframe;
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
