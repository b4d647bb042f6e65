import { distanceToZone } from '@tradescope/engine';
import { FIELD, STRIDE } from '../../live-matches';
import { entryMayHold, entryReadsDistance, entryWindowsHold, type StoredEntry } from '../advanced-entry';
import type { ListedMatch } from '../query';
import { passes, type Selected } from './select-live';

/**
 * Per group of one segment, the entries that may hold its rows (strategy, timeframe, pivot type: entryMayHold), as
 * one flat list (`start[g]` to `start[g + 1]`): worked out once per segment, so a row checks only its windows.
 */
class Candidates {
  start = new Int32Array(64);
  list = new Int32Array(256);
  // One object for every group's question (a request asks it for thousands of groups).
  readonly #fields = { strategyId: 0, timeframe: 0, pivotType: '' as ListedMatch['pivotType'] };

  fill(sel: Selected, items: readonly StoredEntry[]): void {
    const { groups, timeframe } = sel.segment;
    const fields = this.#fields;
    fields.timeframe = timeframe;
    if (this.start.length <= groups.length) this.start = new Int32Array(2 * groups.length + 1);
    if (this.list.length < groups.length * items.length)
      this.list = new Int32Array(2 * groups.length * items.length);
    let at = 0;
    for (let g = 0; g < groups.length; g++) {
      this.start[g] = at;
      if (sel.ok[sel.base + g] !== 1) continue;
      const group = groups[g]!;
      fields.strategyId = group.strategyId;
      fields.pivotType = group.pivotType;
      for (let e = 0; e < items.length; e++) if (entryMayHold(items[e]!, fields)) this.list[at++] = e;
    }
    this.start[groups.length] = at;
  }
}

/** Whether some entry of `list[from..to)` has not held yet. */
const anyOpen = (held: Uint8Array, list: Int32Array, from: number, to: number): boolean => {
  for (let c = from; c < to; c++) if (held[list[c]!] === 0) return true;
  return false;
};

/** First index of `sorted[from..to)` whose value is >= value (or > value with `after`). */
const searchFrom = (
  sorted: Float64Array,
  from: number,
  to: number,
  value: number,
  after: boolean,
): number => {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const v = sorted[mid]!;
    if (v < value || (after && v === value)) low = mid + 1;
    else high = mid;
  }
  return low;
};

const ANY = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };

/**
 * What bounds a segment's distances, read once per segment (its numbers never change while it stands): the highest
 * zone bottom and lowest zone top (a NaN edge ignored: it never makes a distance), and the stored distances' range
 * (any NaN stored: no range, as a NaN distance is in no window).
 */
type DistanceBounds = { zoneFrom: number; zoneTo: number; stored: { from: number; to: number } | undefined };
const boundsKept = new WeakMap<Selected['segment'], DistanceBounds>();
const boundsOf = (segment: Selected['segment']): DistanceBounds => {
  let bounds = boundsKept.get(segment);
  if (bounds !== undefined) return bounds;
  const { numbers, length } = segment;
  let zoneFrom = Number.NEGATIVE_INFINITY;
  let zoneTo = Number.POSITIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let stored = true;
  for (let at = 0; at < length * STRIDE; at += STRIDE) {
    const from = numbers[at + FIELD.zoneFrom]!;
    const to = numbers[at + FIELD.zoneTo]!;
    const distance = numbers[at + FIELD.distance]!;
    if (from > zoneFrom) zoneFrom = from;
    if (to < zoneTo) zoneTo = to;
    if (Number.isNaN(distance)) stored = false;
    if (distance < low) low = distance;
    if (distance > high) high = distance;
  }
  bounds = { zoneFrom, zoneTo, stored: stored ? { from: low, to: high } : undefined };
  boundsKept.set(segment, bounds);
  return bounds;
};

/**
 * Whether every row of a selected segment has a distance inside `window` (the entries' distance windows' common
 * part), as distanceOf works it out; false when that cannot be told without reading the rows. With the asset's price
 * p, a row's distance is 0 inside its zone, ((from - p) / p) * 100 below it and ((p - to) / p) * 100 above it: never
 * below 0, and never above what the highest bottom and the lowest top give (each step rounds monotonically).
 */
const distancesWithin = (sel: Selected, window: { from: number; to: number }): boolean => {
  const bounds = boundsOf(sel.segment);
  const price = sel.asset?.price;
  if (price === undefined || !(price > 0)) {
    const { stored } = bounds;
    return stored !== undefined && window.from <= stored.from && stored.to <= window.to;
  }
  if (!Number.isFinite(price)) return false;
  const below = price < bounds.zoneFrom ? ((bounds.zoneFrom - price) / price) * 100 : 0;
  const above = price > bounds.zoneTo ? ((price - bounds.zoneTo) / price) * 100 : 0;
  return window.from <= 0 && below <= window.to && above <= window.to;
};

/**
 * Rows of group g whose passed candles fall in some of the entries' windows `list[from..to)`: counted by search over
 * the group's sorted passed candles (the windows' union: sorted by start, merged), no row read.
 */
const countInWindows = (
  segment: Selected['segment'],
  g: number,
  items: readonly StoredEntry[],
  list: Int32Array,
  from: number,
  to: number,
  windows: { from: number; to: number }[],
): number => {
  windows.length = 0;
  for (let c = from; c < to; c++) windows.push(items[list[c]!]!.passedCandle ?? ANY);
  if (windows.length > 1) windows.sort((a, b) => a.from - b.from);
  const { groupPassed } = segment;
  const first = segment.groupStart[g]!;
  const end = segment.groupStart[g + 1]!;
  let count = 0;
  let w = 0;
  while (w < windows.length) {
    const low = windows[w]!.from;
    let high = windows[w]!.to;
    for (w++; w < windows.length && windows[w]!.from <= high; w++) high = Math.max(high, windows[w]!.to);
    if (high < low) continue;
    count +=
      searchFrom(groupPassed, first, end, high, true) - searchFrom(groupPassed, first, end, low, false);
  }
  return count;
};

/**
 * Dynamic's rows (an advanced pack's entries joined by "and"): every row some entry holds on an asset where every
 * entry holds on some row — exactly the rows the per-row join lists, without building a row or an object per row,
 * and reading only the groups some entry may hold. Two passes: the first finds which assets qualify (stopping on an
 * asset once every entry has held on it), the second counts the qualifying assets' rows and hands them to `visit`
 * group by group, each group's rows in row order (newest first); once `visit` answers false the rest of that group
 * is not handed over (the caller's page cannot take them). When the price is not per row and no entry's distance
 * window can leave out a row of the segment (none has one, or every row's distance is inside them: distancesWithin;
 * the usual case), a group's rows in the windows are counted by search over its sorted passed candles, and a row is
 * read only when `visit` is handed it. `only` (strategy ids) narrows which of a qualifying asset's rows are
 * handed over and counted, never which assets qualify. Returns how many rows qualify.
 */
export const dynamicLive = (
  selected: readonly Selected[],
  items: readonly StoredEntry[],
  visit: (sel: Selected, i: number) => boolean,
  only?: ReadonlySet<number>,
): number => {
  if (items.length === 0) return 0;
  const candidates = new Candidates();
  const readsDistance = items.some(entryReadsDistance);
  // Where every distance window holds (the system packs' and the schema's default is the whole 0-100): a segment
  // whose rows all fall inside it is counted by search as if no entry had a distance window.
  const common = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
  for (const { distance } of items)
    if (distance !== undefined) {
      common.from = Math.max(common.from, distance.from);
      common.to = Math.min(common.to, distance.to);
    }
  const countedOf = (sel: Selected): boolean =>
    sel.rowPrice === undefined && (!readsDistance || distancesWithin(sel, common));
  const zone = { from: 0, to: 0 };
  const windows: { from: number; to: number }[] = [];
  // Entries held so far per asset (instrument id), and how many: an asset qualifies once all of them hold.
  const held = new Map<string, { entries: Uint8Array; count: number }>();
  const distanceOf = (sel: Selected, i: number): number => {
    if (!readsDistance) return 0;
    const { numbers } = sel.segment;
    const at = i * STRIDE;
    if (sel.asset === undefined || !(sel.asset.price > 0)) return numbers[at + FIELD.distance]!;
    zone.from = numbers[at + FIELD.zoneFrom]!;
    zone.to = numbers[at + FIELD.zoneTo]!;
    return distanceToZone(sel.asset.price, zone);
  };
  /** Whether row i passes and some candidate entry of its group holds on it. */
  const holds = (sel: Selected, i: number, from: number, to: number): boolean => {
    if (!passes(sel, i)) return false;
    const passed = sel.segment.passed[i]!;
    const distance = distanceOf(sel, i);
    for (let c = from; c < to; c++)
      if (entryWindowsHold(items[candidates.list[c]!]!, passed, distance)) return true;
    return false;
  };
  for (const sel of selected) {
    let state = held.get(sel.instrument.id);
    if (state === undefined) {
      state = { entries: new Uint8Array(items.length), count: 0 };
      held.set(sel.instrument.id, state);
    }
    if (state.count === items.length) continue;
    candidates.fill(sel, items);
    const { start, list } = candidates;
    const { segment } = sel;
    const counted = countedOf(sel);
    const { byGroup, groupStart } = segment;
    for (let g = 0; g < segment.groups.length && state.count < items.length; g++) {
      // Read a group only while one of its entries has not held on the asset yet.
      if (start[g] === start[g + 1] || !anyOpen(state.entries, list, start[g]!, start[g + 1]!)) continue;
      if (counted) {
        for (let c = start[g]!; c < start[g + 1]!; c++) {
          const e = list[c]!;
          if (state.entries[e] === 0 && countInWindows(segment, g, items, list, c, c + 1, windows) > 0) {
            state.entries[e] = 1;
            state.count += 1;
          }
        }
        continue;
      }
      for (let r = groupStart[g]!; r < groupStart[g + 1]!; r++) {
        const i = byGroup[r]!;
        if (!passes(sel, i)) continue;
        const passed = segment.passed[i]!;
        let distance = Number.NaN;
        let gained = false;
        for (let c = start[g]!; c < start[g + 1]!; c++) {
          const e = list[c]!;
          if (state.entries[e] === 1) continue;
          if (Number.isNaN(distance)) distance = distanceOf(sel, i);
          if (entryWindowsHold(items[e]!, passed, distance)) {
            state.entries[e] = 1;
            state.count += 1;
            gained = true;
          }
        }
        if (gained && !anyOpen(state.entries, list, start[g]!, start[g + 1]!)) break;
      }
    }
  }
  let total = 0;
  for (const sel of selected) {
    if (held.get(sel.instrument.id)!.count !== items.length) continue;
    candidates.fill(sel, items);
    const { start } = candidates;
    const { segment } = sel;
    const counted = countedOf(sel);
    const { byGroup, groupStart } = segment;
    for (let g = 0; g < segment.groups.length; g++) {
      const from = start[g]!;
      const to = start[g + 1]!;
      if (from === to || (only !== undefined && !only.has(segment.groups[g]!.strategyId))) continue;
      let walking = true;
      if (counted) total += countInWindows(segment, g, items, candidates.list, from, to, windows);
      for (let r = groupStart[g]!; r < groupStart[g + 1]! && (walking || !counted); r++) {
        const i = byGroup[r]!;
        if (!holds(sel, i, from, to)) continue;
        if (!counted) total += 1;
        if (walking) walking = visit(sel, i);
      }
    }
  }
  return total;
};
