import type { PivotType } from '../pivots';
import type { CandleColumns, SeriesKey } from '../series';
import type { ChartData, Position, Zone } from '../strategies';
import type { MatchState } from './match-state';

/** A series to scan: who it is (source, symbol, timeframe) and its closed candles. CandleSeries fits. */
export interface ScanSeries {
  readonly key: SeriesKey;
  columns(): CandleColumns;
}

/**
 * The engine's part of a match (spec §3 Match, DESIGN §5); the server joins the asset's names and
 * statistics. passedCandle, distance and pivotType are as of the last closed candle.
 */
export interface ScanMatch {
  /** Deterministic from source, symbol, timeframe, strategy and matchDate (match-id.ts). */
  readonly id: string;
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly strategyId: number;
  /** The side traded: the spec's Match.type. */
  readonly type: Position;
  /** Open time, unix seconds, of the candle the strategy fired on. */
  readonly matchDate: number;
  /** The close of that candle. */
  readonly price: number;
  /** Closed candles since the signal candle: 0 when it is the last closed candle. */
  readonly passedCandle: number;
  /** Percent from `currentPrice` to the nearest zone edge; 0 inside the zone. */
  readonly distance: number;
  readonly zone: Zone;
  readonly pivotType: PivotType;
  readonly chartData: ChartData;
  /**
   * Where the match stands in its life (match-state.ts): forming, active, triggered, invalidated (still listed until
   * its validity passes), expired (past matches only).
   */
  readonly state: MatchState;
  /** A close beyond this level invalidates the match (below for a buy, above for a sell). */
  readonly invalidation: number;
  /**
   * While forming, price beyond this level voids the match: above it for a buy, below it for a sell, on a candle's
   * extreme or a live price (a forming harmonic's C). Absent when only `invalidation` voids.
   */
  readonly formingInvalidation?: number;
  /** A close beyond this level triggers it (above for a buy, below for a sell): the signal's, or derived. */
  readonly trigger: number;
  /** Where the reaction is expected to take price: the signal's, or derived. */
  readonly target: number;
  /** Candles after the signal candle the match stays listed. */
  readonly validity: number;
  /** The price distance was measured from: the last close, or a live price (updatePrice). */
  readonly currentPrice: number;
}
