import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { BatchContext } from '../context';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';

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
      let failed = 0;
      let fired = 0;
      for (const [name, columns] of Object.entries(fixtures)) {
        const firing = new Set(signalsOf(strategy, columns).map((signal) => signal.index));
        fired += firing.size;
        const passes = strategy.gate!.prepare(new BatchContext(columns));
        const blocked: number[] = [];
        const idle: number[] = [];
        for (let i = 0; i < columns.time.length; i++) {
          if (passes(i)) {
            if (!firing.has(i)) idle.push(i);
            continue;
          }
          failed++;
          if (firing.has(i)) blocked.push(i);
        }
        expect([name, blocked]).toEqual([name, []]);
        // The OTE gate is the rule itself without its signal: it passes exactly where the strategy fires.
        if (key.startsWith('ict.ote-')) expect([name, idle]).toEqual([name, []]);
      }
      // Not vacuous: the gate rules bars out, and the strategy fires on these series.
      expect(failed).toBeGreaterThan(0);
      expect(fired).toBeGreaterThan(0);
    },
  );
});
