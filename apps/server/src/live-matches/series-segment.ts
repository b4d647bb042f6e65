import type { MatchState, PivotType } from '@tradescope/domain';
import type { ChartData, PastMatch, ScanMatch } from '@tradescope/engine';
import { type ChartColumns, chartAt, OWN, pointsOf, shapeOf, writePoints } from './chart-columns';

/** Matches of one segment that share strategy, pivot type, side and state: filters and access answer for all of them. */
export type MatchGroup = {
  readonly strategyId: number;
  readonly pivotType: PivotType;
  readonly type: ScanMatch['type'];
  readonly state: MatchState;
  readonly count: number;
};

/** A row's numbers in `numbers`, STRIDE a row: where each field sits. */
export const FIELD = {
  price: 0,
  distance: 1,
  currentPrice: 2,
  invalidation: 3,
  trigger: 4,
  target: 5,
  zoneFrom: 6,
  zoneTo: 7,
  validity: 8,
  /** NaN: the match has none. */
  formingInvalidation: 9,
  /** NaN: a live match (only ended ones have it). */
  endedAt: 10,
} as const;
export const STRIDE = 11;

/**
 * The live matches of one series (source, symbol, timeframe) in columns, rebuilt when a scan replaces them — off the
 * request path. Rows are kept newest first (match date desc, then id asc: the listing's default order). No match
 * object is kept: the numbers sit in typed arrays, strategy, pivot type, side and state in the row's group (so a
 * request answers most filters per group and counts without visiting rows), the chart as interned names and numbers;
 * `matchAt` builds a row back for the few an answer lists. A million matches are then two buffers a series and their
 * ids, not millions of objects for the garbage collector to walk.
 */
export type SeriesSegment = {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly length: number;
  readonly ids: readonly string[];
  /** Match date (unix seconds). */
  readonly stamp: Float64Array;
  readonly passed: Float64Array;
  /** When the match was first seen (unix ms; NaN: no receipt), so no map of a million ids holds them. */
  readonly received: Float64Array;
  readonly group: Uint32Array;
  readonly groups: readonly MatchGroup[];
  /** Row numbers by passed candles ascending, then newest, then id: the passed-candle sorts walk this. */
  readonly byPassed: Uint32Array;
  /**
   * Row numbers by group (each group's rows in row order, newest first): group g's rows are
   * `byGroup[groupStart[g]]` up to `byGroup[groupStart[g + 1]]`, so a request reads the few groups it keeps, not
   * every row of the series; `byGroup[groupStart[g]]` is the group's newest row, where the grid's cells start.
   */
  readonly byGroup: Uint32Array;
  readonly groupStart: Uint32Array;
  /** Passed candles of each group's rows (as byGroup lays groups out), ascending: a window's rows are counted by search. */
  readonly groupPassed: Float64Array;
  /** The other numbers of each row, STRIDE a row (FIELD says where). */
  readonly numbers: Float64Array;
  readonly chart: ChartColumns;
};

/** The listing's tie order: newest match first, then the id (code-unit order, as the comparators compare). */
export const newestFirst = (a: ScanMatch, b: ScanMatch): number =>
  b.matchDate - a.matchDate || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Small codes for the few values pivot type, side and state take (a dozen in all, far under the 256 a code's byte
 * holds), so a row's group is found by a number.
 */
const codes = new Map<string, number>();
const codeOf = (value: string): number => {
  let code = codes.get(value);
  if (code === undefined) {
    code = codes.size;
    codes.set(value, code);
  }
  return code;
};

/**
 * Row numbers by passed candles ascending, keeping the (newest, id) order inside equal counts. A series' passed
 * candles count down from its newest match, so the order is usually the rows' own: checked in one pass first.
 */
const sortByPassed = (passed: Float64Array, order: Uint32Array): void => {
  let sorted = true;
  for (let i = 0; i < order.length; i++) {
    order[i] = i;
    if (i > 0 && passed[i]! < passed[i - 1]!) sorted = false;
  }
  if (!sorted) order.sort((a, b) => passed[a]! - passed[b]! || a - b);
};

/** Float64 columns a row takes in the segment's buffer: match date, passed candles, receipt, the STRIDE numbers. */
const FLOATS = 3 + STRIDE;
const noReceipt = (): number => Number.NaN;

/**
 * The first pass's per-row answers, kept until the segment's one buffer is sized: buildSegment runs to completion on
 * the main thread, one series at a time, so one set serves every call (grown as needed).
 */
let scratch = { group: new Uint32Array(256), start: new Uint32Array(256), shape: new Uint16Array(256) };
const scratchFor = (n: number): typeof scratch => {
  if (scratch.group.length < n) {
    const size = 2 ** Math.ceil(Math.log2(n));
    scratch = { group: new Uint32Array(size), start: new Uint32Array(size), shape: new Uint16Array(size) };
  }
  return scratch;
};

/** Sorts `values[from, to)` ascending in place; a group's passed candles come nearly sorted (rows are newest first). */
const sortRange = (values: Float64Array, from: number, to: number): void => {
  for (let i = from + 1; i < to; i++) {
    const value = values[i]!;
    let j = i - 1;
    for (; j >= from && values[j]! > value; j--) values[j + 1] = values[j]!;
    values[j + 1] = value;
  }
};

/**
 * Lays out a series' matches in columns (what a scan's replacement costs the main thread: two passes over the rows,
 * one buffer, no object kept). Allocating each column on its own was a third of this function at an hour boundary.
 */
export const buildSegment = (
  key: { source: string; symbol: string; timeframe: number },
  matches: readonly ScanMatch[],
  receivedOf: (match: ScanMatch) => number = noReceipt,
): SeriesSegment => {
  const rows = [...matches].sort(newestFirst);
  const n = rows.length;
  const first = scratchFor(n);
  const ids = new Array<string>(n);
  const groupIndex = new Map<number, number>();
  const groups: { -readonly [K in keyof MatchGroup]: MatchGroup[K] }[] = [];
  // Rows of one strategy draw the same chart names: its last shape is tried first.
  const hints = new Map<number, number>();
  let own: Map<number, ChartData> | undefined;
  let size = 0;
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    ids[i] = row.id;
    const name =
      row.strategyId * 0x1000000 +
      codeOf(row.pivotType) * 0x10000 +
      codeOf(row.type) * 0x100 +
      codeOf(row.state);
    let index = groupIndex.get(name);
    if (index === undefined) {
      index = groups.length;
      groupIndex.set(name, index);
      groups.push({
        strategyId: row.strategyId,
        pivotType: row.pivotType,
        type: row.type,
        state: row.state,
        count: 0,
      });
    }
    groups[index]!.count += 1;
    first.group[i] = index;
    const s = shapeOf(row.chartData, hints.get(row.strategyId));
    first.shape[i] = s;
    first.start[i] = size;
    if (s === OWN) {
      own ??= new Map();
      own.set(i, row.chartData);
    } else {
      hints.set(row.strategyId, s);
      size += pointsOf(s);
    }
  }
  const g = groups.length;
  // One buffer for every column: float64 first (the rows' numbers, then each group's passed candles, then the chart
  // points), then uint32 (the row orders, then where each group starts), then uint16 (the chart shapes), each aligned.
  const floats = n * (FLOATS + 1) + size;
  const ints = 8 * floats;
  const halves = ints + 4 * (4 * n + g + 1);
  const buffer = new ArrayBuffer(halves + 2 * n);
  const stamp = new Float64Array(buffer, 0, n);
  const passed = new Float64Array(buffer, 8 * n, n);
  const received = new Float64Array(buffer, 16 * n, n);
  const numbers = new Float64Array(buffer, 24 * n, n * STRIDE);
  const groupPassed = new Float64Array(buffer, 8 * FLOATS * n, n);
  const points = new Float64Array(buffer, 8 * (FLOATS + 1) * n, size);
  const group = new Uint32Array(buffer, ints, n);
  const byPassed = new Uint32Array(buffer, ints + 4 * n, n);
  const start = new Uint32Array(buffer, ints + 8 * n, n);
  const byGroup = new Uint32Array(buffer, ints + 12 * n, n);
  const groupStart = new Uint32Array(buffer, ints + 16 * n, g + 1);
  const shape = new Uint16Array(buffer, halves, n);
  group.set(first.group.subarray(0, n));
  start.set(first.start.subarray(0, n));
  shape.set(first.shape.subarray(0, n));
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    stamp[i] = row.matchDate;
    passed[i] = row.passedCandle;
    received[i] = receivedOf(row);
    const at = i * STRIDE;
    numbers[at + FIELD.price] = row.price;
    numbers[at + FIELD.distance] = row.distance;
    numbers[at + FIELD.currentPrice] = row.currentPrice;
    numbers[at + FIELD.invalidation] = row.invalidation;
    numbers[at + FIELD.trigger] = row.trigger;
    numbers[at + FIELD.target] = row.target;
    numbers[at + FIELD.zoneFrom] = row.zone.from;
    numbers[at + FIELD.zoneTo] = row.zone.to;
    numbers[at + FIELD.validity] = row.validity;
    numbers[at + FIELD.formingInvalidation] = row.formingInvalidation ?? Number.NaN;
    numbers[at + FIELD.endedAt] = (row as Partial<PastMatch>).endedAt ?? Number.NaN;
    if (shape[i] !== OWN) writePoints(row.chartData, points, start[i]!);
  }
  sortByPassed(passed, byPassed);
  for (let k = 0; k < g; k++) groupStart[k + 1] = groupStart[k]! + groups[k]!.count;
  // Where each group's next row goes: the scratch's start column is free again.
  const next = first.start;
  next.set(groupStart.subarray(0, g));
  for (let i = 0; i < n; i++) byGroup[next[group[i]!]!++] = i;
  for (let r = 0; r < n; r++) groupPassed[r] = passed[byGroup[r]!]!;
  for (let k = 0; k < g; k++) sortRange(groupPassed, groupStart[k]!, groupStart[k + 1]!);
  return {
    source: key.source,
    symbol: key.symbol,
    timeframe: key.timeframe,
    length: n,
    ids,
    stamp,
    passed,
    received,
    group,
    groups,
    byPassed,
    byGroup,
    groupStart,
    groupPassed,
    numbers,
    chart: { shape, start, points, own },
  };
};

/** The row holding a match (found by its date and id, the rows' order), or -1. */
export const rowOfMatch = (segment: SeriesSegment, match: Pick<ScanMatch, 'id' | 'matchDate'>): number => {
  let low = 0;
  let high = segment.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const date = segment.stamp[mid]!;
    const id = segment.ids[mid]!;
    if (date > match.matchDate || (date === match.matchDate && id < match.id)) low = mid + 1;
    else high = mid;
  }
  return low < segment.length && segment.ids[low] === match.id ? low : -1;
};

/** A row's field off the numbers. */
export const numberAt = (segment: SeriesSegment, i: number, field: number): number =>
  segment.numbers[i * STRIDE + field]!;

/** Row i as the match it was stored from (a PastMatch when it has ended): built anew, only for rows an answer lists. */
export const matchAt = (segment: SeriesSegment, i: number): ScanMatch => {
  const { numbers } = segment;
  const at = i * STRIDE;
  const group = segment.groups[segment.group[i]!]!;
  const forming = numbers[at + FIELD.formingInvalidation]!;
  const endedAt = numbers[at + FIELD.endedAt]!;
  const match: { -readonly [K in keyof ScanMatch]: ScanMatch[K] } & { endedAt?: number } = {
    id: segment.ids[i]!,
    source: segment.source,
    symbol: segment.symbol,
    timeframe: segment.timeframe,
    strategyId: group.strategyId,
    type: group.type,
    matchDate: segment.stamp[i]!,
    price: numbers[at + FIELD.price]!,
    passedCandle: segment.passed[i]!,
    distance: numbers[at + FIELD.distance]!,
    zone: { from: numbers[at + FIELD.zoneFrom]!, to: numbers[at + FIELD.zoneTo]! },
    pivotType: group.pivotType,
    chartData: chartAt(segment.chart, i),
    state: group.state,
    invalidation: numbers[at + FIELD.invalidation]!,
    trigger: numbers[at + FIELD.trigger]!,
    target: numbers[at + FIELD.target]!,
    validity: numbers[at + FIELD.validity]!,
    currentPrice: numbers[at + FIELD.currentPrice]!,
  };
  // Absent fields stay absent (a spread here would build the object in V8's slow dictionary mode).
  if (!Number.isNaN(forming)) match.formingInvalidation = forming;
  if (!Number.isNaN(endedAt)) match.endedAt = endedAt;
  return match;
};

/** Every row, built (tests, a series' removed matches; never a request's whole index). */
export const matchesOf = (segment: SeriesSegment): ScanMatch[] =>
  Array.from({ length: segment.length }, (_, i) => matchAt(segment, i));
