import type { AssetMatch, AssetMatches, Match, MatchSort } from '@tradescope/domain';
import { sideOf } from '../query';
import { MATCHES_PER_ASSET } from '../query/page-assets';
import { BoundedHeap } from './bounded-heap';
import { passingPerGroup } from './count-live';
import { type LiveRef, liveOrder } from './live-order';
import { passes, type Selected } from './select-live';

type Selection = { selected: readonly Selected[]; total: number };

/**
 * Turn a live row into the spec's Match and into the grid's asset row (assetRowOf of that Match); only the rows of
 * the page are ever built.
 */
export type RowOf = (ref: LiveRef) => Match;
export type AssetRowOf = (ref: LiveRef) => AssetMatch;

/** The page of matches (pageMatches' answer) straight off the index: a bounded heap fed by early-stopping walks. */
export const pageLive = (
  { selected, total }: Selection,
  sort: MatchSort,
  page: number,
  pageSize: number,
): { refs: LiveRef[]; total: number } => {
  const order = liveOrder(sort);
  const heap = new BoundedHeap(Math.min(page * pageSize, total), order.compare);
  const worst = () => (heap.full ? heap.worst : undefined);
  const keep = (ref: LiveRef) => heap.offer(ref);
  for (const sel of selected) order.walk(sel, worst, keep);
  return { refs: heap.sorted().slice((page - 1) * pageSize, page * pageSize), total };
};

const assetIdOf = (sel: Selected): string =>
  `${sel.instrument.source}:${sel.instrument.base}${sel.instrument.quote}`;

/**
 * The page of assets (pageAssets' answer) off the index: each asset's best row under the sort (one early-stopping
 * walk per segment), assets ordered by it, then only the page's assets have their rows gathered — their newest
 * MATCHES_PER_ASSET built, and carried as asset rows (assetRowOf) — and their side counts summed from the groups.
 */
export const pageLiveAssets = (
  { selected }: Selection,
  sort: MatchSort,
  page: number,
  pageSize: number,
  rowOf: RowOf,
  assetRowOf: AssetRowOf,
): { items: AssetMatches[]; total: number } => {
  const order = liveOrder(sort);
  const assets = new Map<string, { best: LiveRef; parts: Selected[] }>();
  for (const sel of selected) {
    const best = new BoundedHeap(1, order.compare);
    order.walk(
      sel,
      () => (best.full ? best.worst : undefined),
      (ref) => best.offer(ref),
    );
    const top = best.worst!;
    const id = assetIdOf(sel);
    const asset = assets.get(id);
    if (asset === undefined) assets.set(id, { best: top, parts: [sel] });
    else {
      asset.parts.push(sel);
      if (order.compare(top, asset.best) < 0) asset.best = top;
    }
  }
  const ordered = [...assets.entries()].sort(
    ([aId, a], [bId, b]) => order.compare(a.best, b.best) || (aId < bId ? -1 : aId > bId ? 1 : 0),
  );
  // pageAssets lists an asset's matches newest first; equal dates keep the sort's order (a stable sort of it).
  const newest = (a: LiveRef, b: LiveRef) => b.stamp - a.stamp || order.compare(a, b);
  const items = ordered.slice((page - 1) * pageSize, page * pageSize).map(([id, { parts }]) => {
    const counts = { buy: 0, sell: 0, neutral: 0 };
    let total = 0;
    const heap = new BoundedHeap(MATCHES_PER_ASSET, newest);
    for (const sel of parts) {
      const { segment } = sel;
      // Counts from the groups (rows only when the price is per row): an asset holds tens of thousands of rows.
      const perGroup = passingPerGroup(sel);
      for (let g = 0; g < perGroup.length; g++) {
        counts[sideOf(segment.groups[g]!.type)] += perGroup[g]!;
        total += perGroup[g]!;
      }
      // Rows are stored newest first: once one is older than the heap's last, every later one is too.
      for (let i = 0; i < segment.length; i++) {
        const bar = heap.full ? heap.worst! : undefined;
        if (bar !== undefined && segment.stamp[i]! < bar.stamp) break;
        if (passes(sel, i)) heap.offer(order.refOf(sel, i));
      }
    }
    const refs = heap.sorted();
    // The asset's part of its rows (names, c_ fields) is read off its newest one, as pageAssets does.
    const head = rowOf(refs[0]!);
    return {
      id,
      source: head.source,
      base: head.base,
      quote: head.quote,
      pair: head.pair,
      name: head.name,
      c_price: head.c_price,
      c_change24h: head.c_change24h,
      c_volume: head.c_volume,
      c_marketcap: head.c_marketcap,
      matches: refs.map(assetRowOf),
      counts,
      total,
    };
  });
  return { items, total: assets.size };
};
