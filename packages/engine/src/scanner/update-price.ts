import { distanceToZone } from './distance';
import { tickState } from './match-state';
import type { ScanMatch } from './types';

/**
 * Matches with distance measured from a live price between candle closes, and a forming match whose zone the price
 * reaches turned active. Nothing else changes: passedCandle counts closed candles, and only a close triggers or voids.
 */
export function updatePrice(matches: readonly ScanMatch[], price: number): ScanMatch[] {
  return matches.map((match) => ({
    ...match,
    distance: distanceToZone(price, match.zone),
    currentPrice: price,
    state: tickState(match.state, match.zone, price),
  }));
}

/**
 * Whether a live price moves any match's state (a forming match whose zone it reaches): checked before `updatePrice`,
 * so the ticks that change nothing — nearly all of them — allocate nothing.
 */
export function priceMovesState(matches: readonly ScanMatch[], price: number): boolean {
  for (const match of matches) if (tickState(match.state, match.zone, price) !== match.state) return true;
  return false;
}
