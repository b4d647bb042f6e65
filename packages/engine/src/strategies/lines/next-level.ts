import type { Position, Zone } from '../types';

/**
 * The target of a line signal (issue 15, "next level"): the nearest of `levels` beyond the zone in the trade's
 * direction (above its top for a buy, below its bottom for a sell), or undefined when none lies there (the scanner
 * then derives its 2 : 1 target, ../../scanner README).
 */
export function nextLevel(levels: Iterable<number>, zone: Zone, position: Position): number | undefined {
  let best: number | undefined;
  for (const price of levels) {
    if (position === 'buy' ? price > zone.to && (best === undefined || price < best) : false) best = price;
    if (position === 'sell' ? price < zone.from && (best === undefined || price > best) : false) best = price;
  }
  return best;
}
