import { describe, expect, it } from 'vitest';
import { assetOf, matchOf } from '../../../../test/features/matches/by-asset/test-fixtures';
import { cellsOf, groupByStrategy, sortByStrategy } from './asset-strategies';
import { ratioOf } from './ratio';

const btc = assetOf('btc', [
  matchOf({ id: 'b1', base: 'btc', strategyId: 11, type: 'buy', timeframe: 240, ago: 600 }),
  matchOf({ id: 'b2', base: 'btc', strategyId: 11, type: 'sell', timeframe: 60, ago: 7200 }),
  matchOf({ id: 'b3', base: 'btc', strategyId: 12, type: 'strong sell', timeframe: 15, ago: 300 }),
]);
const eth = assetOf('eth', [matchOf({ id: 'e1', base: 'eth', strategyId: 11, type: 'buy', ago: 60 })]);
const sol = assetOf('sol', [matchOf({ id: 's1', base: 'sol', strategyId: 13, type: 'neutral', ago: 30 })]);

describe('per-asset cells', () => {
  it("shows a strategy's newest match and every timeframe it matched on, shortest first", () => {
    const cell = cellsOf(btc).get(11);
    expect(cell?.latest.id).toBe('b1');
    expect(cell?.timeframes).toEqual([60, 240]);
    expect(cell?.count).toBe(2);
    expect(cellsOf(btc).has(13)).toBe(false);
  });

  it('sorts by a strategy: assets with its match first, newest first, the rest in server order', () => {
    expect(sortByStrategy([sol, btc, eth], 11).map((asset) => asset.base)).toEqual(['eth', 'btc', 'sol']);
    expect(sortByStrategy([sol, btc, eth], 12).map((asset) => asset.base)).toEqual(['btc', 'sol', 'eth']);
  });

  it('groups matches by strategy, the strategy with the newest match first', () => {
    expect(groupByStrategy(btc.matches).map((group) => [group.strategyId, group.matches.length])).toEqual([
      [12, 1],
      [11, 2],
    ]);
  });

  it('turns side counts into shares of 100', () => {
    expect(ratioOf({ buy: 3, sell: 1, neutral: 0 })).toEqual({ buy: 75, sell: 25, neutral: 0 });
    expect(ratioOf({ buy: 1, sell: 1, neutral: 1 })).toEqual({ buy: 33.33, sell: 33.33, neutral: 33.33 });
    expect(ratioOf({ buy: 0, sell: 0, neutral: 0 })).toEqual({ buy: 0, sell: 0, neutral: 0 });
  });
});
