import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { PIVOT_CONFIRMED_GATE } from '../pivot-gate';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';

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
      let pruned = 0;
      let fired = 0;
      for (const [name, columns] of Object.entries(fixtures)) {
        const firing = new Set(signalsOf(strategy, columns).map((signal) => signal.index));
        fired += firing.size;
        const passes = strategy.gate!.prepare(new BatchContext(columns));
        const confirmed = PIVOT_CONFIRMED_GATE.prepare(new BatchContext(columns));
        const blocked: number[] = [];
        for (let i = 0; i < columns.time.length; i++) {
          if (passes(i)) continue;
          if (firing.has(i)) blocked.push(i);
          // The bars the family's gate let through before: a pivot confirmed there, and still the table rules it out.
          if (confirmed(i)) pruned++;
        }
        expect([name, blocked]).toEqual([name, []]);
      }
      // Not vacuous: the strategy fires on these series, and the gate skips bars the pivot gate passed.
      expect(fired).toBeGreaterThan(0);
      expect(pruned).toBeGreaterThan(0);
    },
  );
});
