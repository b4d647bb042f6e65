import type { Market, MatchRef } from '@tradescope/domain';
import { type CatalogStrategy, strategyById } from '@tradescope/engine';
import type { AssetView, Instrument } from '../../market-data';
import { assetFields } from '../listed-from-scan';
import { inRange, type MatchesQuery, searchPredicate, sideOf } from '../query';
import type { MatchGroup, SeriesSegment } from './series-segment';

/** A segment a query keeps: which of its groups pass, and the asset statistics its rows join (as of this request). */
export type Selected = {
  readonly segment: SeriesSegment;
  readonly instrument: Instrument;
  readonly asset: AssetView | undefined;
  /** 1 where the group passes every filter and access; per group of the segment. */
  readonly ok: Uint8Array;
  /**
   * Without an asset row the c_ price is each match's own price (listedFromScan), so the price filter is answered
   * per row: these are its bounds then, undefined when every row of a passing group passes.
   */
  readonly rowPrice: MatchesQuery['price'];
  /** c_ fields of the asset (c_price only when `asset` is defined). */
  readonly c: ReturnType<typeof assetFields>;
  /** Rows that pass. */
  readonly count: number;
};

export type SelectDeps = {
  market: Market;
  query: MatchesQuery;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  assets: ReadonlyMap<string, AssetView>;
  /** The domain's access rule for one match reference; asked once per segment and strategy, never per match. */
  canSee: (ref: MatchRef, strategy: CatalogStrategy) => boolean;
  /** Where a segment's access decisions are kept (shared by requests of one access fingerprint); fresh if absent. */
  decisions?: (segment: SeriesSegment, instrument: Instrument) => Map<number, boolean>;
  /** A further narrowing by series and group (the alerts page: some enabled pack may take these matches). */
  keepGroup?: (instrument: Instrument, timeframe: number, group: MatchGroup) => boolean;
};

const setOf = <T>(values: readonly T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

/** Whether row `i` of a selected segment passes (its group, and the per-row price when it has no asset row). */
export const passes = (selected: Selected, i: number): boolean =>
  selected.ok[selected.segment.group[i]!] === 1 &&
  (selected.rowPrice === undefined || inRange(selected.segment.rows[i]!.currentPrice, selected.rowPrice));

/**
 * The segments and groups of the live index a user may see that a query keeps: the same answer as building every
 * row and running filterMatches, but decided per series (market, source, pair, timeframe, asset statistics, search)
 * and per group (strategy, pivot type, side, access), so a request visits groups, not a million rows.
 */
export const selectLive = (
  segments: Iterable<SeriesSegment>,
  { market, query, instrumentOf, assets, canSee, decisions, keepGroup }: SelectDeps,
): { selected: Selected[]; total: number } => {
  const strategies = setOf(query.strategyIds);
  const bases = setOf(query.bases);
  const quotes = setOf(query.quotes);
  const timeframes = setOf(query.timeframes);
  const pivots = setOf<string>(query.pivotTypes);
  const positions = setOf(query.positions);
  const search = searchPredicate(query.search);
  const selected: Selected[] = [];
  let total = 0;
  for (const segment of segments) {
    const instrument = instrumentOf(segment.source, segment.symbol);
    if (instrument?.market !== market) continue;
    if (query.source !== undefined && instrument.source !== query.source) continue;
    if (bases !== undefined && !bases.has(instrument.base)) continue;
    if (quotes !== undefined && !quotes.has(instrument.quote)) continue;
    if (timeframes !== undefined && !timeframes.has(segment.timeframe)) continue;
    const asset = assets.get(instrument.id);
    const c = assetFields(market, instrument, asset, Number.NaN);
    if (asset !== undefined && !inRange(c.c_price, query.price)) continue;
    if (!inRange(c.c_change24h, query.change) || !inRange(c.c_volume, query.volume) || !search(c)) continue;
    const rowPrice = asset === undefined ? query.price : undefined;
    const ok = new Uint8Array(segment.groups.length);
    const seen = decisions?.(segment, instrument) ?? new Map<number, boolean>();
    let kept = 0;
    for (let g = 0; g < segment.groups.length; g++) {
      const { strategyId, pivotType, type, count } = segment.groups[g]!;
      if (strategies !== undefined && !strategies.has(strategyId)) continue;
      if (pivots !== undefined && !pivots.has(pivotType)) continue;
      if (positions !== undefined && !positions.has(sideOf(type))) continue;
      if (keepGroup !== undefined && !keepGroup(instrument, segment.timeframe, segment.groups[g]!)) continue;
      let visible = seen.get(strategyId);
      if (visible === undefined) {
        const strategy = strategyById.get(strategyId);
        const ref = {
          source: segment.source,
          base: instrument.base,
          quote: instrument.quote,
          timeframe: segment.timeframe,
          strategyId,
        };
        visible = strategy !== undefined && canSee(ref, strategy);
        seen.set(strategyId, visible);
      }
      if (!visible) continue;
      ok[g] = 1;
      kept += count;
    }
    if (kept === 0) continue;
    const partial = { segment, instrument, asset, ok, rowPrice, c, count: kept };
    if (rowPrice !== undefined) {
      let count = 0;
      for (let i = 0; i < segment.rows.length; i++) if (passes(partial, i)) count += 1;
      if (count === 0) continue;
      partial.count = count;
    }
    selected.push(partial);
    total += partial.count;
  }
  return { selected, total };
};
