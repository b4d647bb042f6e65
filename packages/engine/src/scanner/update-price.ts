import { distanceToZone } from './distance';
import type { ScanMatch } from './types';

/**
 * Matches with distance measured from a live price between candle closes. Nothing else changes:
 * passedCandle counts closed candles, and only a close can void a match.
 */
export function updatePrice(matches: readonly ScanMatch[], price: number): ScanMatch[] {
  return matches.map((match) => ({
    ...match,
    distance: distanceToZone(price, match.zone),
    currentPrice: price,
  }));
}
