import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window';

describe('SlidingWindow', () => {
  it('keeps at least the last `keep` bars, same arrays, with the offset mapping local to global bars', () => {
    const window = new SlidingWindow(40);
    const column = window.column();
    for (let bar = 0; bar < 1000; bar++) {
      column[window.advance()] = bar;
      expect(window.offset + window.length).toBe(bar + 1);
      expect(window.length).toBeGreaterThanOrEqual(Math.min(bar + 1, 40));
      expect(column[window.length - 1]).toBe(bar);
      expect(column[0]).toBe(window.offset);
    }
    expect(window.capacity).toBe(40 + 64);
  });
});
