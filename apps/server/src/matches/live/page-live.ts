import type { AssetMatches, AssetStrategy, LatestMatch, MatchSort } from '@tradescope/domain';
import { FIELD, numberAt, type SeriesSegment } from '../../live-matches';
import { iso } from '../listed-from-scan';
import { sideOf } from '../query';
import { BoundedHeap } from './bounded-heap';
import { passingPerGroup } from './count-live';
import { type LiveRef, liveOrder } from './live-order';
import { passes, type Selected } from './select-live';

type Selection = { selected: readonly Selected[]; total: number };

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

// Asset ids spelled once per instrument, not once per segment of every request.
const assetIds = new WeakMap<Selected['instrument'], string>();
const assetIdOf = ({ instrument }: Selected): string => {
  let id = assetIds.get(instrument);
  if (id === undefined) {
    id = `${instrument.source}:${instrument.base}${instrument.quote}`;
    assetIds.set(instrument, id);
  }
  return id;
};

type Order = ReturnType<typeof liveOrder>;

/** Whether row i of `a` comes before row j of `b` in an asset's newest-first list (equal dates: the sort's order). */
const newer = (order: Order, a: Selected, i: number, b: Selected, j: number): boolean => {
  const later = a.segment.stamp[i]! - b.segment.stamp[j]!;
  return later !== 0 ? later > 0 : order.compare(order.refOf(a, i), order.refOf(b, j)) < 0;
};

/**
 * Group g's newest passing row: the group's first row (the newest), or its first that passes when the price is per
 * row; then the group's rows of the same date, whose order the sort decides. Only the group's rows are walked.
 */
const newestOfGroup = (order: Order, sel: Selected, g: number): number => {
  const { segment } = sel;
  const { byGroup, groupStart, stamp } = segment;
  const end = groupStart[g + 1]!;
  let k = groupStart[g]!;
  while (!passes(sel, byGroup[k]!)) k++;
  let i = byGroup[k]!;
  const date = stamp[i]!;
  for (k++; k < end && stamp[byGroup[k]!] === date; k++) {
    const j = byGroup[k]!;
    if (passes(sel, j) && newer(order, sel, j, sel, i)) i = j;
  }
  return i;
};

/** Row i as its strategy's cell shows it (LatestMatch), straight off the columns. */
const latestAt = (segment: SeriesSegment, i: number): LatestMatch => {
  const group = segment.groups[segment.group[i]!]!;
  const endedAt = numberAt(segment, i, FIELD.endedAt);
  return {
    id: segment.ids[i]!,
    timeframe: segment.timeframe as LatestMatch['timeframe'],
    matchTimestamp: segment.stamp[i]!,
    type: group.type,
    state: group.state,
    ...(Number.isNaN(endedAt) ? {} : { endedAt: iso(endedAt) }),
  };
};

/** A strategy's cell while an asset is gathered: where its newest row is, its timeframes and its count. */
type Cell = { sel: Selected; i: number; timeframes: number[]; count: number };

/**
 * One asset of the page (pageAssets' asset) from its selected segments: side counts and per strategy count and
 * timeframes from the groups, its newest row from the groups' first rows. No row is built, none is walked but the
 * few a group's first row shares its date with (or, with a price per row, the ones before the first that passes).
 */
const assetOf = (id: string, parts: readonly Selected[], order: Order): AssetMatches => {
  const counts = { buy: 0, sell: 0, neutral: 0 };
  let total = 0;
  const cells = new Map<number, Cell>();
  for (const sel of parts) {
    const { groups, stamp, byGroup, groupStart, timeframe } = sel.segment;
    // Counts from the groups (rows only when the price is per row): an asset holds thousands of rows.
    const perRow = sel.rowPrice === undefined ? undefined : passingPerGroup(sel);
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      const n = perRow !== undefined ? perRow[g]! : sel.ok[sel.base + g] === 1 ? group.count : 0;
      if (n === 0) continue;
      counts[sideOf(group.type)] += n;
      total += n;
      const cell = cells.get(group.strategyId);
      if (cell === undefined) {
        cells.set(group.strategyId, {
          sel,
          i: newestOfGroup(order, sel, g),
          timeframes: [timeframe],
          count: n,
        });
        continue;
      }
      cell.count += n;
      if (!cell.timeframes.includes(timeframe)) cell.timeframes.push(timeframe);
      // No row of a group is newer than its first: a group older than the cell's newest cannot replace it.
      if (stamp[byGroup[groupStart[g]!]!]! < cell.sel.segment.stamp[cell.i]!) continue;
      const i = newestOfGroup(order, sel, g);
      if (newer(order, sel, i, cell.sel, cell.i)) {
        cell.sel = sel;
        cell.i = i;
      }
    }
  }
  const ordered = [...cells].sort(([, a], [, b]) => (newer(order, a.sel, a.i, b.sel, b.i) ? -1 : 1));
  // The asset's part (names, c_ fields) as its newest row reads it: without statistics, that row's price.
  const head = ordered[0]![1];
  const { c } = head.sel;
  return {
    id,
    source: c.source,
    base: c.base,
    quote: c.quote,
    pair: c.pair,
    name: c.name,
    c_price:
      head.sel.asset === undefined ? numberAt(head.sel.segment, head.i, FIELD.currentPrice) : c.c_price,
    c_change24h: c.c_change24h,
    c_volume: c.c_volume,
    c_marketcap: c.c_marketcap,
    priceDecimals: c.priceDecimals,
    strategies: ordered.map(([strategyId, { sel, i, timeframes, count }]) => ({
      strategyId,
      latest: latestAt(sel.segment, i),
      timeframes: timeframes.sort((a, b) => a - b) as AssetStrategy['timeframes'],
      count,
    })),
    counts,
    total,
  };
};

/**
 * The page of assets (pageAssets' answer) off the index: each asset's best row under the sort (early-stopping walks
 * of its segments, each bounded by the best so far), assets ordered by it, then only the page's assets gathered.
 * When the sort's value is one statistic of the asset (change, market cap, price), two assets of different values are
 * ordered by them alone: an asset's best row is walked for only when its value ties with another's.
 */
export const pageLiveAssets = (
  { selected }: Selection,
  sort: MatchSort,
  page: number,
  pageSize: number,
): { items: AssetMatches[]; total: number } => {
  const order = liveOrder(sort);
  /** `key`: the sort value of every row of the asset, when one (undefined: its best row decides). */
  type Asset = { id: string; best: LiveRef | undefined; parts: Selected[]; key: number | undefined };
  const assets = new Map<string, Asset>();
  for (const sel of selected) {
    const id = assetIdOf(sel);
    // Read off the asset's statistics: a segment's rows are not touched here (each is a cold read).
    const key = order.constantKey(sel);
    const found = assets.get(id);
    if (found === undefined) assets.set(id, { id, best: undefined, parts: [sel], key });
    else {
      found.parts.push(sel);
      if (found.key !== key) found.key = undefined;
    }
  }
  let current: Asset | undefined;
  const worst = () => current!.best;
  const keep = (ref: LiveRef) => {
    if (current!.best === undefined || order.compare(ref, current!.best) < 0) current!.best = ref;
  };
  const bestOf = (asset: Asset): LiveRef => {
    if (asset.best === undefined) {
      current = asset;
      for (const sel of asset.parts) order.walk(sel, worst, keep);
    }
    return asset.best!;
  };
  // Assets without one value are walked first, as before; the others only if the sort asks for their best row.
  for (const asset of assets.values()) if (asset.key === undefined) bestOf(asset);
  const ordered = [...assets.values()].sort(
    (a, b) =>
      (a.key !== undefined && b.key !== undefined && order.compareKeys(a.key, b.key)) ||
      order.compare(bestOf(a), bestOf(b)) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const items = ordered
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ id, parts }) => assetOf(id, parts, order));
  return { items, total: assets.size };
};
