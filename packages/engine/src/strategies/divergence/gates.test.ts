import { describe, expect, it } from 'vitest';
import { gateOnFixtures } from '../../../test/gate-checks';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { PIVOT_CONFIRMED_GATE } from '../pivot-gate';
import { STRATEGIES } from '../registry';

const fixtures = strategyFixtures();
const divergence = STRATEGIES.filter((s) => s.key.startsWith('divergence.'));

// The incremental scan calls a divergence detector only where its gate passes: each gate must be a necessary condition.
// The gate and the detector read contexts of their own, so neither finds its answer in what the other remembered.
describe('the divergence gates', () => {
  it('give every strategy of the family a gate of its own, in one group', () => {
    expect(divergence.length).toBe(24);
    expect(new Set(divergence.map((s) => s.gate)).size).toBe(24);
    expect(new Set(divergence.map((s) => s.gate?.group?.gates)).size).toBe(1);
  });

  it.each(divergence.map((s) => [s.key, s] as const))(
    '%s: wherever its gate fails, the detector finds nothing (real candles)',
    (_key, strategy) => {
      // The family's earlier gate: a pivot confirmed on the bar.
      const { blocked, idle, fired, pruned, none } = gateOnFixtures(strategy, fixtures, (columns) =>
        PIVOT_CONFIRMED_GATE.prepare(new BatchContext(columns)),
      );
      expect(blocked).toEqual(none);
      // The gate is the rule itself without its signal: it passes exactly where the strategy fires.
      expect(idle).toEqual(none);
      // Not vacuous: the strategy fires on these series, and the gate skips bars the pivot gate passed.
      expect(fired).toBeGreaterThan(0);
      expect(pruned).toBeGreaterThan(0);
    },
  );
});
