import { describe, it } from 'vitest';
import { expectIncrementalEqualsBatch } from '../../../test/strategy-contract';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { STRATEGIES } from '../registry';

/**
 * Trendline and level memos drop lines out of reach as a state lives on: over 2,900 candles of EURUSD
 * daily (thousands of pivots, so the memos prune many times) the candle-by-candle scan still equals
 * the batch scan at every checkpoint.
 */
describe('trendline and level states over a long run', () => {
  it('scan EURUSD daily candle by candle as the batch does', () => {
    const strategies = STRATEGIES.filter(
      (s) => s.key.startsWith('trendline.') || s.key.startsWith('support-'),
    );
    expectIncrementalEqualsBatch(strategyFixtures()['eurusd-oanda-1440']!, strategies, 100, 97);
  }, 120_000);
});
