import type { Market, MatchRef } from '@tradescope/domain';
import { type CatalogStrategy, strategyById } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { FIELD, type MatchGroup, numberAt, type SeriesSegment, type SeriesTable } from '../../live-matches';
import type { AssetView } from '../../market-data';
import { assetFields } from '../listed-from-scan';
import { inRange, type MatchesQuery, searchPredicate, sideOf } from '../query';
import { freshDecisions, type SegmentDecisions } from './access-memo';
import type { GroupSelection, GroupsOfAccess } from './group-memo';

/** A segment a query keeps: which of its groups pass, and the asset statistics its rows join (as of this request). */
export type Selected = {
  readonly segment: SeriesSegment;
  readonly instrument: Instrument;
  readonly asset: AssetView | undefined;
  /**
   * 1 where the group passes every filter and access: the request's flat per-group array (every segment of the
   * table), this segment's groups from `base`.
   */
  readonly ok: Uint8Array;
  readonly base: number;
  /**
   * Without an asset row the c_ price is each match's own price (listedFromScan), so the price filter is answered
   * per row: these are its bounds then, undefined when every row of a passing group passes.
   */
  readonly rowPrice: MatchesQuery['price'];
  /** c_ fields of the asset (c_price only when `asset` is defined). */
  readonly c: ReturnType<typeof assetFields>;
  /** Rows that pass. */
  count: number;
};

export type SelectDeps = {
  market: Market;
  query: MatchesQuery;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  assets: ReadonlyMap<string, AssetView>;
  /** The domain's access rule for one match reference; asked once per segment and strategy, never per match. */
  canSee: (ref: MatchRef, strategy: CatalogStrategy) => boolean;
  /** Where a segment's access decisions are kept (shared by requests of one access fingerprint); fresh if absent. */
  decisions?: (segment: SeriesSegment, instrument: Instrument) => SegmentDecisions;
  /** A further narrowing by series and group (the alerts page: some enabled pack may take these matches). */
  keepGroup?: (instrument: Instrument, timeframe: number, group: MatchGroup) => boolean;
  /**
   * Everything keepGroup decides by besides the instrument, timeframe and group, as a key (dynamic: its pack's
   * entries). With it the group selection is reused as a query's own group filters are; without it keepGroup is
   * asked anew on every request.
   */
  keepKey?: string;
  /** Group selections of this access fingerprint (as `decisions`), reused by requests with equal group filters. */
  groups?: GroupsOfAccess;
};

const setOf = <T>(values: readonly T[] | undefined): Set<T> | undefined =>
  values === undefined || values.length === 0 ? undefined : new Set(values);

/** Whether row `i` of a selected segment passes (its group, and the per-row price when it has no asset row). */
export const passes = (selected: Selected, i: number): boolean =>
  selected.ok[selected.base + selected.segment.group[i]!] === 1 &&
  (selected.rowPrice === undefined ||
    inRange(numberAt(selected.segment, i, FIELD.currentPrice), selected.rowPrice));

/**
 * An instrument's c_ fields as of one statistics row: the market data service makes new rows when statistics move
 * (a second at most), so they are made once per instrument and row, not on every request.
 */
const fieldsKept = new WeakMap<
  Instrument,
  { market: Market; asset: AssetView | undefined; c: ReturnType<typeof assetFields> }
>();
const fieldsOf = (market: Market, instrument: Instrument, asset: AssetView | undefined) => {
  const kept = fieldsKept.get(instrument);
  if (kept !== undefined && kept.asset === asset && kept.market === market) return kept.c;
  const c = assetFields(market, instrument, asset, Number.NaN);
  fieldsKept.set(instrument, { market, asset, c });
  return c;
};

/** What a query decides once per instrument: kept or not, and the asset statistics its series join. */
type PerInstrument = {
  readonly instrument: Instrument;
  readonly asset: AssetView | undefined;
  readonly c: ReturnType<typeof assetFields>;
  readonly rowPrice: MatchesQuery['price'];
};

/** Per group selection kept in a memo: the last request's selection and the per-instrument decisions it took. */
const lastOf = new WeakMap<
  GroupSelection,
  { perInstrument: readonly (PerInstrument | undefined)[]; answer: { selected: Selected[]; total: number } }
>();

const sameBounds = (a: MatchesQuery['price'], b: MatchesQuery['price']): boolean =>
  a === b || (a !== undefined && b !== undefined && a.from === b.from && a.to === b.to);

/** Whether two requests keep the same instruments with the same statistics rows and c_ fields. */
const sameInstruments = (
  a: readonly (PerInstrument | undefined)[],
  b: readonly (PerInstrument | undefined)[],
): boolean => {
  if (a.length !== b.length) return false;
  for (let s = 0; s < a.length; s++) {
    const x = a[s];
    const y = b[s];
    if (x === y) continue;
    if (x === undefined || y === undefined) return false;
    if (
      x.instrument !== y.instrument ||
      x.asset !== y.asset ||
      x.c !== y.c ||
      !sameBounds(x.rowPrice, y.rowPrice)
    )
      return false;
  }
  return true;
};

/** The query's group filters as a key: what a group selection depends on besides access and the table. */
const groupKeyOf = (query: MatchesQuery): string =>
  JSON.stringify([query.strategyIds, query.timeframes, query.pivotTypes, query.positions, query.states]);

/** Groups that pass the query's group filters and access, over every segment of the market (see GroupSelection). */
const selectGroups = (
  table: SeriesTable,
  instruments: readonly (Instrument | undefined)[],
  { market, query, canSee, decisions, keepGroup }: SelectDeps,
): GroupSelection => {
  const strategies = setOf(query.strategyIds);
  const timeframes = setOf(query.timeframes);
  const pivots = setOf<string>(query.pivotTypes);
  const positions = setOf(query.positions);
  const states = setOf(query.states);
  const ok = new Uint8Array(table.groupCount);
  const rows = new Float64Array(table.segments.length);
  const { segments } = table;
  for (let k = 0; k < segments.length; k++) {
    const instrument = instruments[table.slot[k]!];
    if (instrument?.market !== market) continue;
    const segment = segments[k]!;
    if (timeframes !== undefined && !timeframes.has(segment.timeframe)) continue;
    const base = table.groupBase[k]!;
    const seen = decisions?.(segment, instrument) ?? freshDecisions(segment);
    const { groups } = segment;
    let count = 0;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      if (strategies !== undefined && !strategies.has(group.strategyId)) continue;
      if (pivots !== undefined && !pivots.has(group.pivotType)) continue;
      if (positions !== undefined && !positions.has(sideOf(group.type))) continue;
      if (states !== undefined && !states.has(group.state)) continue;
      if (keepGroup !== undefined && !keepGroup(instrument, segment.timeframe, group)) continue;
      let visible = seen.byGroup[g]!;
      if (visible === 0) {
        const { strategyId } = group;
        let may = seen.byStrategy.get(strategyId);
        if (may === undefined) {
          const strategy = strategyById.get(strategyId);
          const ref = {
            source: segment.source,
            base: instrument.base,
            quote: instrument.quote,
            timeframe: segment.timeframe,
            strategyId,
          };
          may = strategy !== undefined && canSee(ref, strategy);
          seen.byStrategy.set(strategyId, may);
        }
        visible = may ? 1 : 2;
        seen.byGroup[g] = visible;
      }
      if (visible !== 1) continue;
      ok[base + g] = 1;
      count += group.count;
    }
    rows[k] = count;
  }
  return { table, instruments, ok, rows };
};

/**
 * The segments and groups of the live index a user may see that a query keeps: the same answer as building every
 * row and running filterMatches, but decided per instrument (market, source, pair, asset statistics, search), per
 * series (timeframe) and per group (strategy, pivot type, side, access), so a request visits groups, not a million
 * rows, and looks each instrument up once. With `groups` (and no keepGroup, or a keyed one) the group decisions of
 * an earlier request with the same group filters and access are reused: only the per-instrument filters are answered
 * anew.
 */
export const selectLive = (table: SeriesTable, deps: SelectDeps): { selected: Selected[]; total: number } => {
  const { market, query, instrumentOf, assets } = deps;
  const bases = setOf(query.bases);
  const quotes = setOf(query.quotes);
  const search = searchPredicate(query.search);
  const instruments: (Instrument | undefined)[] = [];
  const perInstrument: (PerInstrument | undefined)[] = [];
  for (const { source, symbol } of table.keys) {
    const found = instrumentOf(source, symbol);
    const instrument = found?.market === market ? found : undefined;
    instruments.push(instrument);
    perInstrument.push(undefined);
    if (instrument === undefined) continue;
    if (query.source !== undefined && instrument.source !== query.source) continue;
    if (bases !== undefined && !bases.has(instrument.base)) continue;
    if (quotes !== undefined && !quotes.has(instrument.quote)) continue;
    const asset = assets.get(instrument.id);
    const c = fieldsOf(market, instrument, asset);
    if (asset !== undefined && !inRange(c.c_price, query.price)) continue;
    if (!inRange(c.c_change24h, query.change) || !inRange(c.c_volume, query.volume) || !search(c)) continue;
    const rowPrice = asset === undefined ? query.price : undefined;
    perInstrument[perInstrument.length - 1] = { instrument, asset, c, rowPrice };
  }
  const memo = deps.keepGroup === undefined || deps.keepKey !== undefined ? deps.groups : undefined;
  const key =
    memo === undefined
      ? ''
      : deps.keepKey === undefined
        ? groupKeyOf(query)
        : `${groupKeyOf(query)}\u0000${deps.keepKey}`;
  let groups = memo?.get(key, table, instruments);
  if (groups === undefined) {
    groups = selectGroups(table, instruments, deps);
    memo?.set(key, groups);
  }
  const { ok, rows } = groups;
  // The same instruments kept as by the last request over this group selection (same statistics rows, same per-row
  // price bounds): its selection stands, and a request allocates no object per series.
  const last = lastOf.get(groups);
  if (last !== undefined && sameInstruments(last.perInstrument, perInstrument)) return last.answer;
  const selected: Selected[] = [];
  let total = 0;
  for (let k = 0; k < table.segments.length; k++) {
    if (rows[k] === 0) continue;
    const kept = perInstrument[table.slot[k]!];
    if (kept === undefined) continue;
    const { instrument, asset, c, rowPrice } = kept;
    const segment = table.segments[k]!;
    const base = table.groupBase[k]!;
    const sel: Selected = { segment, instrument, asset, ok, base, rowPrice, c, count: rows[k]! };
    if (rowPrice !== undefined) {
      let count = 0;
      for (let i = 0; i < segment.length; i++) if (passes(sel, i)) count += 1;
      if (count === 0) continue;
      sel.count = count;
    }
    selected.push(sel);
    total += sel.count;
  }
  const answer = { selected, total };
  if (memo !== undefined) lastOf.set(groups, { perInstrument, answer });
  return answer;
};
