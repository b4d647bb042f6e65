import type { Zone } from '../strategies';

/**
 * Percent from `price` to the nearest edge of the zone, 0 inside it (DESIGN §5), measured against the
 * current price. A non-positive price (no quote) reads 0 rather than an infinite distance.
 */
export function distanceToZone(price: number, zone: Zone): number {
  if (!(price > 0)) return 0;
  if (price < zone.from) return ((zone.from - price) / price) * 100;
  if (price > zone.to) return ((price - zone.to) / price) * 100;
  return 0;
}
