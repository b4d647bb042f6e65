import { JUMPS_TIMEFRAME, type Market } from '@tradescope/domain';
import {
  type CandleColumns,
  detectJumps,
  type JumpMatch,
  type SeriesKey,
  strategyById,
} from '@tradescope/engine';
import type { Instrument } from '../feed';
import type { AssetView } from '../market-data';
import { assetFields, iso } from './listed-from-scan';
import type { ListedMatch } from './query';

/** Jumps run on 3-minute candles (spec §9 timeframes). */

export type SeriesView = { readonly key: SeriesKey; readonly length: number; columns(): CandleColumns };

/** A jump row: the spec's Match (sub-jumps in `jumps`) plus the move of the first candle and of the whole event. */
export type JumpRow = ListedMatch & {
  direction: 'up' | 'down';
  change: number;
  totalChange: number;
};

export const jumpRow = (
  jump: JumpMatch,
  market: Market,
  instrument: Instrument,
  asset: AssetView | undefined,
  closeNow: number,
): JumpRow => ({
  id: jump.id,
  price: jump.price,
  timeframe: jump.timeframe as ListedMatch['timeframe'],
  strategyId: jump.strategyId,
  mainStrategyId: null,
  strategyName: strategyById.get(jump.strategyId)?.name ?? 'Jump',
  alertName: null,
  matchDate: iso(jump.matchTimestamp),
  matchTimestamp: jump.matchTimestamp,
  receiveDate: iso(jump.matchTimestamp),
  type: jump.direction === 'up' ? 'buy' : 'sell',
  passedCandle: jump.passedCandle,
  distance: 0,
  zone: { from: jump.price, to: jump.price },
  pivotType: 'no pivot',
  chartData: {},
  jumps: [...jump.jumps],
  direction: jump.direction,
  change: jump.change,
  totalChange: jump.totalChange,
  // Spread last: V8 builds a spread-first literal with more keys after it in slow dictionary mode (measured
  // 30-90 s against 0.7 s for a million rows).
  ...assetFields(market, instrument, asset, closeNow),
});

/**
 * Jump events of a source's 3-minute series, cached per series until a candle is added (a request re-detects only
 * the series that moved).
 */
export const createJumpsFinder = (series: () => Iterable<SeriesView>) => {
  const cache = new Map<string, { stamp: string; jumps: JumpMatch[]; close: number }>();
  return (source: string): { key: SeriesKey; jumps: JumpMatch[]; close: number }[] => {
    const found: { key: SeriesKey; jumps: JumpMatch[]; close: number }[] = [];
    for (const one of series()) {
      const { key } = one;
      if (key.source !== source || key.timeframe !== JUMPS_TIMEFRAME || one.length === 0) continue;
      const columns = one.columns();
      const last = columns.time.length - 1;
      const stamp = `${one.length}:${columns.time[last]}:${columns.close[last]}`;
      const id = `${key.source}:${key.symbol}`;
      let entry = cache.get(id);
      if (entry?.stamp !== stamp) {
        entry = { stamp, jumps: detectJumps({ key, columns: () => columns }), close: columns.close[last]! };
        cache.set(id, entry);
      }
      found.push({ key, jumps: entry.jumps, close: entry.close });
    }
    return found;
  };
};
