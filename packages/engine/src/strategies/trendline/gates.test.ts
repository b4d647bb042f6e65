import { describe, expect, it } from 'vitest';
import { gateOnFixtures } from '../../../test/gate-checks';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { STRATEGIES } from '../registry';
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
      // The family's earlier, single gate: some line had an event on the bar, not necessarily this strategy's.
      const { blocked, fired, pruned, none } = gateOnFixtures(strategy, fixtures, (columns) => {
        const book = new TrendlineBook(new BatchContext(columns));
        return (i) => i >= 100 && book.eventOn(i);
      });
      expect(blocked).toEqual(none);
      // Not vacuous: the strategy fires on these series, and its gate skips bars with another strategy's event.
      expect(fired).toBeGreaterThan(0);
      expect(pruned).toBeGreaterThan(0);
    },
  );
});
