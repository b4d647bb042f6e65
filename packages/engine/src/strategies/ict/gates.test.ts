import { describe, expect, it } from 'vitest';
import { gateOnFixtures } from '../../../test/gate-checks';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { STRATEGIES } from '../registry';

const fixtures = strategyFixtures();
const gated = STRATEGIES.filter((s) => s.key.startsWith('ict.') && s.gate !== undefined);

// The incremental scan calls an ICT detector only where its gate passes: each gate must be a necessary condition. The
// gate and the detector read contexts of their own, so neither finds its answer in what the other remembered.
describe('the ICT gates', () => {
  it('cover every rule of the family but none twice', () => {
    expect(gated.map((s) => s.key).sort()).toEqual(
      STRATEGIES.filter((s) => s.key.startsWith('ict.'))
        .map((s) => s.key)
        .sort(),
    );
  });

  it.each(gated.map((s) => [s.key, s] as const))(
    '%s: wherever its gate fails, the detector finds nothing (real candles)',
    (key, strategy) => {
      const { blocked, idle, fired, pruned, none } = gateOnFixtures(strategy, fixtures);
      expect(blocked).toEqual(none);
      // The OTE gate is the rule itself without its signal: it passes exactly where the strategy fires.
      if (key.startsWith('ict.ote-')) expect(idle).toEqual(none);
      // Not vacuous: the gate rules bars out, and the strategy fires on these series.
      expect(pruned).toBeGreaterThan(0);
      expect(fired).toBeGreaterThan(0);
    },
  );
});
