import { describe, expect, it } from 'vitest';
import type { StrategyContext } from './context';
import { ForwardWalk } from './forward-walk';

/** Counts its steps and reports, on each bar, how many bars it has carried since it started. */
class CountingWalk extends ForwardWalk<number> {
  steps: number[] = [];
  #carried = 0;

  constructor(offset: number, reach: number) {
    super({ offset } as StrategyContext, reach);
  }

  protected restart(): void {
    this.#carried = 0;
  }

  protected step(bar: number): number {
    this.steps.push(bar);
    return ++this.#carried;
  }
}

describe('forward walk', () => {
  it('starts reach bars before the first bar asked and steps each later bar once, whoever asks', () => {
    const walk = new CountingWalk(0, 5);
    expect(walk.at(20)).toBe(6);
    expect(walk.steps).toEqual([15, 16, 17, 18, 19, 20]);
    // A second strategy asking the same bars reads them; the next bar is one more step.
    expect(walk.at(20)).toBe(6);
    expect(walk.at(21)).toBe(7);
    expect(walk.steps).toHaveLength(7);
  });

  it('starts again when asked a bar before its complete range, never before the window', () => {
    const walk = new CountingWalk(10, 5);
    walk.at(30);
    expect(walk.at(18)).toBe(6);
    expect(walk.steps.slice(-6)).toEqual([13, 14, 15, 16, 17, 18]);
    walk.at(12);
    expect(walk.steps.slice(-3)).toEqual([10, 11, 12]);
  });
});
