import type { Market } from '@tradescope/domain';
import { type CatalogStrategy, distanceToZone, type ScanMatch } from '@tradescope/engine';
import { type Instrument, pairLabel } from '../feed';
import type { AssetView } from '../market-data';
import type { ListedMatch } from './query';

export const iso = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

// Match dates are candle times and receipts are stamped a batch at a time, so a page's dates repeat: their ISO
// strings are kept (a bounded map, emptied when full) instead of formatted for every row of every request.
const isoOfMs = new Map<number, string>();
export const isoMsCached = (ms: number): string => {
  let text = isoOfMs.get(ms);
  if (text === undefined) {
    text = new Date(ms).toISOString();
    if (isoOfMs.size >= 50_000) isoOfMs.clear();
    isoOfMs.set(ms, text);
  }
  return text;
};

/**
 * The asset's part of every listed row: names from the instrument, and its statistics as of this request in the c_
 * fields (what the price, change and volume filters and sorts read); `price` stands in while it has none.
 */
export const assetFields = (
  market: Market,
  instrument: Instrument,
  asset: AssetView | undefined,
  price: number,
) => ({
  market,
  base: instrument.base,
  quote: instrument.quote,
  source: instrument.source,
  sourceSymbol: instrument.sourceSymbol,
  symbol: instrument.symbol,
  name: instrument.name,
  pair: pairLabel(instrument),
  c_price: asset?.price ?? price,
  c_change24h: asset?.change24h ?? 0,
  c_volume: asset?.volume24h ?? 0,
  c_marketcap: asset?.marketcap ?? null,
  c_name: instrument.name,
  priceDecimals: instrument.priceDecimals,
});

/**
 * A scanned match as the spec's Match (§3): names from the instrument and the catalog, and the asset's statistics
 * as of this request in the c_ fields (what the price, change and volume filters and sorts read).
 */
export const listedFromScan = (
  match: ScanMatch,
  market: Market,
  instrument: Instrument,
  strategy: CatalogStrategy,
  asset: AssetView | undefined,
  receivedAtMs: number,
): ListedMatch => ({
  id: match.id,
  price: match.price,
  timeframe: match.timeframe as ListedMatch['timeframe'],
  strategyId: match.strategyId,
  mainStrategyId: null,
  strategyName: strategy.name,
  alertName: null,
  matchDate: iso(match.matchDate),
  matchTimestamp: match.matchDate,
  receiveDate: new Date(receivedAtMs).toISOString(),
  type: match.type,
  passedCandle: match.passedCandle,
  // Distance follows the live price between closes (DESIGN §5), not only the last close the scan saw.
  distance: asset !== undefined && asset.price > 0 ? distanceToZone(asset.price, match.zone) : match.distance,
  zone: match.zone,
  pivotType: match.pivotType,
  chartData: match.chartData as ListedMatch['chartData'],
  jumps: [],
  // The lifecycle as of the last close the scan saw: only a close triggers or voids (engine scanner README).
  state: match.state,
  invalidation: match.invalidation,
  trigger: match.trigger,
  target: match.target,
  // Spread last: V8 builds a spread-first literal with more keys after it in slow dictionary mode (measured
  // 30-90 s against 0.7 s for a million rows).
  ...assetFields(market, instrument, asset, match.currentPrice),
});

/**
 * listedFromScan's row without its market (what the matches API answers), built in one literal: the same keys in
 * the same order, without building the listed row and copying it. A page builds 25 of these per request.
 */
export const matchFromScan = (
  match: ScanMatch,
  instrument: Instrument,
  strategy: CatalogStrategy,
  asset: AssetView | undefined,
  receivedAtMs: number,
): Omit<ListedMatch, 'market'> => ({
  id: match.id,
  price: match.price,
  timeframe: match.timeframe as ListedMatch['timeframe'],
  strategyId: match.strategyId,
  mainStrategyId: null,
  strategyName: strategy.name,
  alertName: null,
  matchDate: isoMsCached(match.matchDate * 1000),
  matchTimestamp: match.matchDate,
  receiveDate: isoMsCached(receivedAtMs),
  type: match.type,
  passedCandle: match.passedCandle,
  distance: asset !== undefined && asset.price > 0 ? distanceToZone(asset.price, match.zone) : match.distance,
  zone: match.zone,
  pivotType: match.pivotType,
  chartData: match.chartData as ListedMatch['chartData'],
  jumps: [],
  state: match.state,
  invalidation: match.invalidation,
  trigger: match.trigger,
  target: match.target,
  base: instrument.base,
  quote: instrument.quote,
  source: instrument.source,
  sourceSymbol: instrument.sourceSymbol,
  symbol: instrument.symbol,
  name: instrument.name,
  pair: pairLabel(instrument),
  c_price: asset?.price ?? match.currentPrice,
  c_change24h: asset?.change24h ?? 0,
  c_volume: asset?.volume24h ?? 0,
  c_marketcap: asset?.marketcap ?? null,
  c_name: instrument.name,
  priceDecimals: instrument.priceDecimals,
});
