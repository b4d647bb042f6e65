import { describe, expect, it } from 'vitest';
import { nextLevel } from './next-level';

describe('nextLevel', () => {
  const zone = { from: 99, to: 101 };
  it('takes the nearest level beyond the zone in the trade’s direction', () => {
    expect(nextLevel([90, 100.5, 104, 110, 95], zone, 'buy')).toBe(104);
    expect(nextLevel([90, 100.5, 104, 110, 95], zone, 'sell')).toBe(95);
  });
  it('has none when no level lies beyond the zone, or for a neutral match', () => {
    expect(nextLevel([100, 101, 120], { from: 99, to: 121 }, 'buy')).toBeUndefined();
    expect(nextLevel([99, 100], zone, 'sell')).toBeUndefined();
    expect(nextLevel([90, 110], zone, 'neutral')).toBeUndefined();
  });
});
