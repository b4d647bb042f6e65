import { type CatalogStrategy, distanceToZone } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { FIELD, matchAt, numberAt, type SeriesSegment } from '../../live-matches';
import type { AssetView } from '../../market-data';
import { isoMsCached, matchFromScan } from '../listed-from-scan';

/**
 * A row's JSON (matchFromScan's row, as JSON.stringify writes it) in the parts that hold while its segment stands —
 * names, numbers, zone, chart — written once; between them go the parts a request decides: the receipt (it may come
 * after the row was first listed) and what the asset's statistics give (live distance, c_ fields).
 */
type Parts = {
  readonly instrument: Instrument;
  readonly strategy: CatalogStrategy;
  /** id … matchTimestamp, then (receiveDate) type, passedCandle, then (distance) zone … pair, then (c_ numbers) c_name, priceDecimals. */
  readonly head: string;
  readonly middle: string;
  readonly tail: string;
  readonly end: string;
};

const HEAD = [
  'id',
  'price',
  'timeframe',
  'strategyId',
  'mainStrategyId',
  'strategyName',
  'alertName',
  'matchDate',
  'matchTimestamp',
] as const;
const MIDDLE = ['type', 'passedCandle'] as const;
const TAIL = [
  'zone',
  'pivotType',
  'chartData',
  'jumps',
  'state',
  'invalidation',
  'trigger',
  'target',
  'base',
  'quote',
  'source',
  'sourceSymbol',
  'symbol',
  'name',
  'pair',
] as const;
const END = ['c_name', 'priceDecimals'] as const;

type Row = ReturnType<typeof matchFromScan>;

/** The members of `keys` of a row as JSON.stringify writes them inside an object (no braces; '' when none). */
const membersOf = (row: Row, keys: readonly (keyof Row)[]): string => {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = row[key];
  return JSON.stringify(picked).slice(1, -1);
};

/** One member as JSON.stringify writes it, with its leading comma when `after` holds members; none when undefined. */
const member = (after: string, name: string, value: string | number | null | undefined): string =>
  value === undefined ? after : `${after}${after === '' ? '' : ','}"${name}":${JSON.stringify(value)}`;

const joined = (a: string, b: string): string => (a === '' ? b : b === '' ? a : `${a},${b}`);

// Parts by segment and row while the segment stands (a scan's replacement is a new segment). Only rows some answer
// listed get parts, and the whole store starts over past LIMIT rows, so deep paging cannot make it grow without end.
let partsBySegment = new WeakMap<SeriesSegment, Map<number, Parts>>();
let kept = 0;
const LIMIT = 50_000;

const partsOf = (
  segment: SeriesSegment,
  i: number,
  instrument: Instrument,
  strategy: CatalogStrategy,
): Parts => {
  let rows = partsBySegment.get(segment);
  const found = rows?.get(i);
  if (found !== undefined && found.instrument === instrument && found.strategy === strategy) return found;
  if (kept >= LIMIT) {
    partsBySegment = new WeakMap();
    kept = 0;
    rows = undefined;
  }
  if (rows === undefined) {
    rows = new Map();
    partsBySegment.set(segment, rows);
  }
  // The row built once as the object path builds it, its fixed members written from it (its receipt and the
  // asset's members are the request's: left out).
  const row = matchFromScan(matchAt(segment, i), instrument, strategy, undefined, 0);
  const parts = {
    instrument,
    strategy,
    head: membersOf(row, HEAD),
    middle: membersOf(row, MIDDLE),
    tail: membersOf(row, TAIL),
    end: membersOf(row, END),
  };
  if (found === undefined) kept += 1;
  rows.set(i, parts);
  return parts;
};

/**
 * JSON.stringify(matchFromScan(matchAt(segment, i), instrument, strategy, asset, receivedAtMs)), character for
 * character, from the row's kept parts: a page's rows are written without building their objects and charts again.
 */
export const rowJson = (
  segment: SeriesSegment,
  i: number,
  instrument: Instrument,
  strategy: CatalogStrategy,
  asset: AssetView | undefined,
  receivedAtMs: number,
): string => {
  const parts = partsOf(segment, i, instrument, strategy);
  const currentPrice = numberAt(segment, i, FIELD.currentPrice);
  const distance =
    asset !== undefined && asset.price > 0
      ? distanceToZone(asset.price, {
          from: numberAt(segment, i, FIELD.zoneFrom),
          to: numberAt(segment, i, FIELD.zoneTo),
        })
      : numberAt(segment, i, FIELD.distance);
  let text = member(parts.head, 'receiveDate', isoMsCached(receivedAtMs));
  text = member(joined(text, parts.middle), 'distance', distance);
  text = joined(text, parts.tail);
  text = member(text, 'c_price', asset?.price ?? currentPrice);
  text = member(text, 'c_change24h', asset?.change24h ?? 0);
  text = member(text, 'c_volume', asset?.volume24h ?? 0);
  text = member(text, 'c_marketcap', asset?.marketcap ?? null);
  return `{${joined(text, parts.end)}}`;
};
