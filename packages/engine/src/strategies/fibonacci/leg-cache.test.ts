import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { lastConfirmed, type Pivot, type PivotLevels, PivotTracker } from '../../pivots';
import { alternatingSwings, LEVELS_COARSEST_FIRST } from '../swings';
import { LEG, LegCache } from './leg-cache';

/** The leg by its definition: the level's last pivot confirmed by the bar and the swing before it, both within reach. */
function legByDefinition(
  levels: PivotLevels,
  level: (typeof LEVELS_COARSEST_FIRST)[number],
  bar: number,
  from: number,
) {
  const list = levels[level];
  const position = lastConfirmed(list, bar);
  const found: Pivot[] = [];
  return position >= 0 && alternatingSwings(list, position, 2, from, found) ? found : null;
}

const REACH = 200;

describe('the Fibonacci leg cache', () => {
  it('gives each level its leg as the definition does, and its numbers, asked on every new bar as the pivots grow, then back', () => {
    let legs = 0;
    for (const [name, columns] of Object.entries(strategyFixtures())) {
      const tracker = new PivotTracker();
      const cache = new LegCache();
      const differ: string[] = [];
      for (let bar = 0; bar < columns.time.length; bar++) {
        tracker.addForLevels(columns.high[bar]!, columns.low[bar]!);
        LEVELS_COARSEST_FIRST.forEach((level, slot) => {
          const leg = cache.legAt(tracker.levels, level, slot, bar, bar - REACH);
          const expected = legByDefinition(tracker.levels, level, bar, bar - REACH);
          const at = slot * LEG;
          const numbers = expected && [
            expected[0]!.price,
            expected[1]!.price,
            expected[1]!.kind === 'high' ? 1 : 0,
          ];
          const same =
            expected === null
              ? leg === null
              : leg !== null &&
                leg[0] === expected[0] &&
                leg[1] === expected[1] &&
                [cache.numbers[at], cache.numbers[at + 1], cache.numbers[at + 2]].every(
                  (n, k) => n === numbers![k],
                );
          if (!same) differ.push(`${bar} ${level}`);
          if (expected !== null) legs++;
        });
      }
      // Then as a batch scan asks (every pivot known): the last bars back to the first, the leg's end moving back.
      for (let bar = columns.time.length - 1; bar >= 0; bar -= 3)
        LEVELS_COARSEST_FIRST.forEach((level, slot) => {
          const leg = cache.legAt(tracker.levels, level, slot, bar, bar - REACH);
          const expected = legByDefinition(tracker.levels, level, bar, bar - REACH);
          if ((leg?.[1] ?? null) !== (expected?.[1] ?? null)) differ.push(`back ${bar} ${level}`);
        });
      expect([name, differ.slice(0, 5)]).toEqual([name, []]);
    }
    expect(legs).toBeGreaterThan(1000);
  });
});
