import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';
import { TrendlineBook } from './trendline-book';

const fixtures = strategyFixtures();
const trendline = STRATEGIES.filter((s) => s.key.startsWith('trendline.'));

// The incremental scan calls a trendline detector only where its gate passes: each gate must be a necessary condition.
// The gate and the detector read contexts of their own, so neither finds its answer in what the other remembered.
describe('the trendline gates', () => {
  it('give every strategy of the family a gate of its own, in one group', () => {
    expect(trendline.length).toBe(8);
    expect(new Set(trendline.map((s) => s.gate)).size).toBe(8);
    expect(new Set(trendline.map((s) => s.gate?.group?.gates)).size).toBe(1);
  });

  it.each(trendline.map((s) => [s.key, s] as const))(
    '%s: wherever its gate fails, the detector finds nothing (real candles)',
    (_key, strategy) => {
      let pruned = 0;
      let fired = 0;
      for (const [name, columns] of Object.entries(fixtures)) {
        const firing = new Set(signalsOf(strategy, columns).map((signal) => signal.index));
        fired += firing.size;
        const passes = strategy.gate!.prepare(new BatchContext(columns));
        const book = new TrendlineBook(new BatchContext(columns));
        const blocked: number[] = [];
        for (let i = 0; i < columns.time.length; i++) {
          if (passes(i)) continue;
          if (firing.has(i)) blocked.push(i);
          // The bars the family's single gate let through before: some line had an event, not this strategy's.
          if (i >= 100 && book.eventOn(i)) pruned++;
        }
        expect([name, blocked]).toEqual([name, []]);
      }
      // Not vacuous: the strategy fires on these series, and its gate skips bars with another strategy's event.
      expect(fired).toBeGreaterThan(0);
      expect(pruned).toBeGreaterThan(0);
    },
  );
});
