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

/**
 * Dynamic's rows (an advanced pack's entries joined by "and"): calls `visit` for every row some entry holds on an
 * asset where every entry holds on some row — exactly the rows the per-row join lists, without building a row or an
 * object per row, and reading only the rows of groups some entry may hold (the segment's rows by group). Two
 * passes: the first finds which assets qualify (and stops reading an asset once every entry has held on it), the
 * second reads only the qualifying assets' segments. Rows are visited group by group, not in row order.
 */
export const dynamicLive = (
  selected: readonly Selected[],
  items: readonly StoredEntry[],
  visit: (sel: Selected, i: number) => void,
): void => {
  if (items.length === 0) return;
  const candidates = new Candidates();
  const readsDistance = items.some(entryReadsDistance);
  const zone = { from: 0, to: 0 };
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
    const { byGroup, groupStart } = segment;
    for (let g = 0; g < segment.groups.length && state.count < items.length; g++) {
      // Read a group only while one of its entries has not held on the asset yet.
      if (!anyOpen(state.entries, list, start[g]!, start[g + 1]!)) continue;
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
  for (const sel of selected) {
    if (held.get(sel.instrument.id)!.count !== items.length) continue;
    candidates.fill(sel, items);
    const { start, list } = candidates;
    const { segment } = sel;
    const { byGroup, groupStart } = segment;
    for (let g = 0; g < segment.groups.length; g++) {
      if (start[g] === start[g + 1]) continue;
      for (let r = groupStart[g]!; r < groupStart[g + 1]!; r++) {
        const i = byGroup[r]!;
        if (!passes(sel, i)) continue;
        const passed = segment.passed[i]!;
        const distance = distanceOf(sel, i);
        for (let c = start[g]!; c < start[g + 1]!; c++)
          if (entryWindowsHold(items[list[c]!]!, passed, distance)) {
            visit(sel, i);
            break;
          }
      }
    }
  }
};
