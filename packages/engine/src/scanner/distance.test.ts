import { describe, expect, it } from 'vitest';
import { distanceToZone } from './distance';

describe('distanceToZone', () => {
  const zone = { from: 90, to: 110 };

  it('is 0 inside the zone and on its edges', () => {
    expect([distanceToZone(100, zone), distanceToZone(90, zone), distanceToZone(110, zone)]).toEqual([
      0, 0, 0,
    ]);
  });

  it('is the percent from the current price to the nearest edge', () => {
    // Below: (90 − 80) / 80 = 12.5 %; above: (120 − 110) / 120 = 8.33 %.
    expect(distanceToZone(80, zone)).toBe(12.5);
    expect(distanceToZone(120, zone)).toBeCloseTo(8.3333, 4);
  });

  it('reads 0 rather than infinity when there is no positive price', () => {
    expect([distanceToZone(0, zone), distanceToZone(Number.NaN, zone)]).toEqual([0, 0]);
  });
});
