import { distanceToZone } from './distance';
import { sideOf, tickState } from './match-state';
import type { ScanMatch } from './types';

/** The match's state at a live price (match-state `tickState`). */
const stateAt = (match: ScanMatch, price: number) =>
  tickState(match.state, match.zone, price, sideOf(match.type), match.formingInvalidation);

/**
 * Matches with distance measured from a live price between candle closes, a forming match whose zone the price reaches
 * turned active, and one the price took beyond its forming invalidation (a harmonic's C) invalidated. Nothing else
 * changes: passedCandle counts closed candles, and only a close triggers or voids by `invalidation`.
 */
export function updatePrice(matches: readonly ScanMatch[], price: number): ScanMatch[] {
  return matches.map((match) => ({
    ...match,
    distance: distanceToZone(price, match.zone),
    currentPrice: price,
    state: stateAt(match, price),
  }));
}

/**
 * Whether a live price moves any match's state (a forming match whose zone or forming invalidation it reaches): checked
 * before `updatePrice`, so the ticks that change nothing — nearly all of them — allocate nothing.
 */
export function priceMovesState(matches: readonly ScanMatch[], price: number): boolean {
  for (const match of matches) if (stateAt(match, price) !== match.state) return true;
  return false;
}
