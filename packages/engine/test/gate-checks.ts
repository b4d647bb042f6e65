import type { CandleColumns } from '../src/series';
import { type Strategy, signalsOf } from '../src/strategies';
import { BatchContext } from '../src/strategies/context';

type Bars = Record<string, number[]>;

/**
 * A strategy's gate over each fixture (the incremental scan calls its detector only where the gate passes):
 * `blocked`, bars the gate rules out where the strategy fires (a necessary condition has none); `idle`, bars it lets
 * through where the strategy does not fire (a gate that is the rule itself has none); `pruned`, bars it rules out that
 * `before` (the family's earlier gate, default every bar) let through: its gain. Gate and detector read contexts of
 * their own, so neither finds its answer in what the other remembered.
 */
export const gateOnFixtures = (
  strategy: Strategy,
  fixtures: Record<string, CandleColumns>,
  before: (columns: CandleColumns) => (bar: number) => boolean = () => () => true,
) => {
  const blocked: Bars = {};
  const idle: Bars = {};
  let fired = 0;
  let pruned = 0;
  for (const [name, columns] of Object.entries(fixtures)) {
    const firing = new Set(signalsOf(strategy, columns).map((signal) => signal.index));
    fired += firing.size;
    const passes = strategy.gate!.prepare(new BatchContext(columns));
    const passedBefore = before(columns);
    blocked[name] = [];
    idle[name] = [];
    for (let i = 0; i < columns.time.length; i++) {
      if (passes(i)) {
        if (!firing.has(i)) idle[name].push(i);
        continue;
      }
      if (firing.has(i)) blocked[name].push(i);
      if (passedBefore(i)) pruned++;
    }
  }
  const none: Bars = Object.fromEntries(Object.keys(fixtures).map((name) => [name, []]));
  return { blocked, idle, fired, pruned, none };
};
