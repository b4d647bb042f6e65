import { type PivotLevels, pivotTypeAt } from '../pivots';
import type { SeriesKey } from '../series';
import type { Position, Signal, Strategy } from '../strategies';
import { distanceToZone } from './distance';
import { matchId } from './match-id';
import type { ScanMatch } from './types';

/** Whether one close voids a signal: below its level for a buy, above it for a sell. */
export const voids = (position: Position, invalidation: number, close: number): boolean =>
  position === 'buy' ? close < invalidation : position === 'sell' ? close > invalidation : false;

/** Whether any close after the signal candle, up to local bar `last`, voided it. */
export function voidedBetween(
  signal: Signal,
  position: Position,
  close: Float64Array,
  offset: number,
  last: number,
): boolean {
  for (let j = signal.index - offset + 1; j <= last; j++) {
    if (voids(position, signal.invalidation, close[j]!)) return true;
  }
  return false;
}

/** A signal still listed: bound to its strategy and its id. */
export interface LiveSignal {
  readonly id: string;
  readonly strategy: Strategy;
  readonly signal: Signal;
  /** Open time of the signal candle. */
  readonly matchDate: number;
}

export function liveSignal(strategy: Strategy, signal: Signal, tag: string, matchDate: number): LiveSignal {
  return { id: matchId(tag, strategy.id, matchDate), strategy, signal, matchDate };
}

/** The match as of global bar `last` with the given close and the pivots confirmed by then. */
export function toMatch(
  live: LiveSignal,
  key: SeriesKey,
  last: number,
  price: number,
  levels: () => PivotLevels,
): ScanMatch {
  const { signal, strategy } = live;
  return {
    id: live.id,
    source: key.source,
    symbol: key.symbol,
    timeframe: key.timeframe,
    strategyId: strategy.id,
    type: strategy.position,
    matchDate: live.matchDate,
    price: signal.price,
    passedCandle: last - signal.index,
    distance: distanceToZone(price, signal.zone),
    zone: signal.zone,
    pivotType:
      signal.pivotType ?? pivotTypeAt(levels(), signal.anchorIndex, { kind: signal.anchorKind, asOf: last }),
    chartData: signal.chartData,
    invalidation: signal.invalidation,
    validity: strategy.validity,
    currentPrice: price,
  };
}
