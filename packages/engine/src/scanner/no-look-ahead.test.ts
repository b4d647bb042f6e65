import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { CandleSeries, sliceColumns } from '../series';
import { BatchContext, type Signal, STRATEGIES } from '../strategies';
import { scan } from './index';
import { liveSignal, toMatch } from './liveness';
import { seriesTag } from './match-id';
import type { ScanMatch } from './types';

const byId = (matches: readonly ScanMatch[]) => [...matches].sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * The matches live at bar `last` read off the whole series: every strategy's signals of its last `validity` bars and
 * their states walked up to `last`, over indicators and pivots computed from every candle, later ones included.
 */
function liveAt(context: BatchContext, key: CandleSeries['key'], last: number): ScanMatch[] {
  const tag = seriesTag(key);
  const matches: ScanMatch[] = [];
  for (const strategy of STRATEGIES) {
    let previous = -1;
    strategy.prepare(context)(Math.max(0, last - strategy.validity), last, (signal: Signal) => {
      if (signal.index === previous) return;
      previous = signal.index;
      const live = liveSignal(strategy, signal, tag, context.time[signal.index]!, context, 0, last);
      matches.push(toMatch(live, key, last, context.close[last]!, () => context.pivots()));
    });
  }
  return matches;
}

describe('no look-ahead on real candles', () => {
  const fixtures = Object.entries(strategyFixtures()).filter(([name]) => name !== 'btcusdt-60');

  for (const [name, columns] of fixtures) {
    it(`scanning a prefix of ${name} gives the matches and states the whole series shows at that candle`, () => {
      const key = { source: 'fixture', symbol: name, timeframe: 240 };
      const context = new BatchContext(columns);
      const length = columns.time.length;
      let states = new Set<string>();
      fc.assert(
        fc.property(fc.integer({ min: 250, max: length }), (end) => {
          const prefix = scan(CandleSeries.fromColumns(key, sliceColumns(columns, 0, end)));
          expect(byId(prefix)).toEqual(byId(liveAt(context, key, end - 1)));
          states = new Set([...states, ...prefix.map((m) => m.state)]);
        }),
        { numRuns: 20, seed: 15 },
      );
      // The cuts saw matches in more than one state: the comparison covered the lifecycle, not only its start.
      expect(states.size).toBeGreaterThan(2);
    });
  }
});
