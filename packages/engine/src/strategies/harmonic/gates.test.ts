import { describe, expect, it } from 'vitest';
import { gateOnFixtures } from '../../../test/gate-checks';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { PIVOT_CONFIRMED_GATE } from '../pivot-gate';
import { STRATEGIES } from '../registry';

const fixtures = strategyFixtures();
const harmonic = STRATEGIES.filter((s) => s.key.startsWith('harmonic.'));

// The incremental scan calls a harmonic detector only where its gate passes: each gate must be a necessary condition.
// The gate and the detector read contexts of their own, so neither finds its answer in what the other remembered.
describe('the harmonic gates', () => {
  it('give every strategy of the family a gate of its own, in one group', () => {
    expect(harmonic.length).toBe(22);
    expect(new Set(harmonic.map((s) => s.gate)).size).toBe(22);
    expect(new Set(harmonic.map((s) => s.gate?.group?.gates)).size).toBe(1);
  });

  it.each(harmonic.map((s) => [s.key, s] as const))(
    '%s: wherever its gate fails, the detector finds nothing (real candles)',
    (_key, strategy) => {
      // The family's earlier gate: a pivot confirmed on the bar (where the ratio table may still rule it out).
      const { blocked, fired, pruned, none } = gateOnFixtures(strategy, fixtures, (columns) =>
        PIVOT_CONFIRMED_GATE.prepare(new BatchContext(columns)),
      );
      expect(blocked).toEqual(none);
      // Not vacuous: the strategy fires on these series, and the gate skips bars the pivot gate passed.
      expect(fired).toBeGreaterThan(0);
      expect(pruned).toBeGreaterThan(0);
    },
  );
});
