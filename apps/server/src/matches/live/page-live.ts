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

type Ordered = { order: Order; assets: { id: string; parts: Selected[] }[] };

/**
 * Every asset of the selection in the page's order: each asset's best row under the sort (early-stopping walks of
 * its segments, each bounded by the best so far), assets ordered by it. When the sort's value is one statistic of
 * the asset (change, market cap, price), two assets of different values are ordered by them alone: an asset's best
 * row is walked for only when its value ties with another's.
 */
const orderedAssets = ({ selected }: Selection, sort: MatchSort): Ordered => {
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
  return { order, assets: ordered };
};

/** An asset of a page as JSON.stringify writes it, in UTF-8, and the strategies it lists (the answer cache's weight). */
export type WrittenAsset = { readonly bytes: Buffer; readonly strategies: number };

/** A kept asset: what it was gathered from besides the group selection (its map's key), and its bytes. */
type KeptAsset = WrittenAsset & { readonly sort: MatchSort; readonly parts: readonly Selected[] };

const sameBounds = (a: Selected['rowPrice'], b: Selected['rowPrice']): boolean =>
  a === b || (a !== undefined && b !== undefined && a.from === b.from && a.to === b.to);

/**
 * Whether two gatherings of an asset read the same: the same segments (immutable while they stand) at the same
 * place in the group selection, the same statistics row and c_ fields, the same per-row price bounds.
 */
const sameParts = (a: readonly Selected[], b: readonly Selected[]): boolean => {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x === y) continue;
    if (
      x.segment !== y.segment ||
      x.base !== y.base ||
      x.asset !== y.asset ||
      x.c !== y.c ||
      !sameBounds(x.rowPrice, y.rowPrice)
    )
      return false;
  }
  return true;
};

// Written assets by group selection (its flat per-group array: kept while the selection is) and asset id. An asset
// reads nothing else but its parts and the sort, so requests that differ in what keeps other assets, in the page, or
// in an asset filter every row passes share its bytes until a scan replaces one of its series or its statistics
// move. The whole store starts over past LIMIT bytes (a grid over every strategy writes ~20 kB an asset).
let keptAssets = new WeakMap<Uint8Array, Map<string, KeptAsset>>();
let keptBytes = 0;
const LIMIT = 32 * 1024 * 1024;

const writtenAssetOf = (
  id: string,
  parts: readonly Selected[],
  order: Order,
  sort: MatchSort,
): WrittenAsset => {
  const { ok } = parts[0]!;
  let byId = keptAssets.get(ok);
  const found = byId?.get(id);
  if (found !== undefined && found.sort === sort && sameParts(found.parts, parts)) return found;
  const asset = assetOf(id, parts, order);
  const bytes = Buffer.from(JSON.stringify(asset));
  if (keptBytes + bytes.length > LIMIT) {
    keptAssets = new WeakMap();
    keptBytes = 0;
    byId = undefined;
  } else if (found !== undefined) keptBytes -= found.bytes.length;
  if (byId === undefined) {
    byId = new Map();
    keptAssets.set(ok, byId);
  }
  const kept = { bytes, strategies: asset.strategies.length, sort, parts };
  byId.set(id, kept);
  keptBytes += bytes.length;
  return kept;
};

/**
 * The page of assets (pageAssets' answer) off the index, each asset as its JSON bytes, kept per group selection and
 * asset (see keptAssets): the assets in order, then only the page's gathered and written.
 * what a grid over every strategy spends most of a request on, gathering and writing ~500 kB, is done once per
 * asset while it stands.
 */
export const pageLiveAssetsWritten = (
  selection: Selection,
  sort: MatchSort,
  page: number,
  pageSize: number,
): { items: WrittenAsset[]; total: number } => {
  const { order, assets } = orderedAssets(selection, sort);
  const items = assets
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ id, parts }) => writtenAssetOf(id, parts, order, sort));
  return { items, total: assets.length };
};
