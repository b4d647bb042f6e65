import type { MatchState, PivotType } from '@tradescope/domain';
import type { ScanMatch } from '@tradescope/engine';

/** Matches of one segment that share strategy, pivot type, side and state: filters and access answer for all of them. */
export type MatchGroup = {
  readonly strategyId: number;
  readonly pivotType: PivotType;
  readonly type: ScanMatch['type'];
  readonly state: MatchState;
  readonly count: number;
};

/**
 * The live matches of one series (source, symbol, timeframe), rebuilt when a scan replaces them — off the request
 * path. Rows are kept newest first (match date desc, then id asc: the listing's default order), with the per-match
 * numbers the queries read in typed arrays and each row's group, so a request answers most filters per group and
 * counts without visiting rows.
 */
export type SeriesSegment = {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly rows: readonly ScanMatch[];
  readonly stamp: Float64Array;
  readonly passed: Float64Array;
  readonly group: Uint32Array;
  readonly groups: readonly MatchGroup[];
  /** Row numbers by passed candles ascending, then newest, then id: the passed-candle sorts walk this. */
  readonly byPassed: Uint32Array;
};

/** The listing's tie order: newest match first, then the id (code-unit order, as the comparators compare). */
export const newestFirst = (a: ScanMatch, b: ScanMatch): number =>
  b.matchDate - a.matchDate || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const buildSegment = (
  key: { source: string; symbol: string; timeframe: number },
  matches: readonly ScanMatch[],
): SeriesSegment => {
  const rows = [...matches].sort(newestFirst);
  const stamp = new Float64Array(rows.length);
  const passed = new Float64Array(rows.length);
  const group = new Uint32Array(rows.length);
  const groupIndex = new Map<string, number>();
  const groups: { -readonly [K in keyof MatchGroup]: MatchGroup[K] }[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    stamp[i] = row.matchDate;
    passed[i] = row.passedCandle;
    const name = `${row.strategyId}|${row.pivotType}|${row.type}|${row.state}`;
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
    group[i] = index;
  }
  // Rows are newest first already, so a stable sort by passed candles keeps (newest, id) inside equal counts.
  const byPassed = Uint32Array.from(rows.keys()).sort((a, b) => passed[a]! - passed[b]! || a - b);
  return {
    source: key.source,
    symbol: key.symbol,
    timeframe: key.timeframe,
    rows,
    stamp,
    passed,
    group,
    groups,
    byPassed,
  };
};
