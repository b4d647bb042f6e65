import { describe, expect, it } from 'vitest';
import { assetOf, matchOf } from '../../../../test/features/matches/by-asset/test-fixtures';
import { assetRequest } from './asset-request';
import { cellsOf, sortByStrategy, strategiesOf } from './asset-strategies';
import { ratioOf } from './ratio';

const btc = assetOf('btc', [
  matchOf({ id: 'b1', base: 'btc', strategyId: 11, type: 'buy', timeframe: 240, ago: 600 }),
  matchOf({ id: 'b2', base: 'btc', strategyId: 11, type: 'sell', timeframe: 60, ago: 7200 }),
  matchOf({ id: 'b3', base: 'btc', strategyId: 12, type: 'strong sell', timeframe: 15, ago: 300 }),
]);
const eth = assetOf('eth', [matchOf({ id: 'e1', base: 'eth', strategyId: 11, type: 'buy', ago: 60 })]);
const sol = assetOf('sol', [matchOf({ id: 's1', base: 'sol', strategyId: 13, type: 'neutral', ago: 30 })]);

describe('per-asset cells', () => {
  it("reads a strategy's cell off the asset: its newest match, timeframes shortest first, and count", () => {
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

  it("offers the pack's strategies in pack order, then the asset's others, newest first", () => {
    expect(strategiesOf(btc, [11, 13]).map((cell) => cell.strategyId)).toEqual([11, 12]);
    expect(strategiesOf(btc, []).map((cell) => cell.strategyId)).toEqual([12, 11]);
  });

  it('turns side counts into shares of 100', () => {
    expect(ratioOf({ buy: 3, sell: 1, neutral: 0 })).toEqual({ buy: 75, sell: 25, neutral: 0 });
    expect(ratioOf({ buy: 1, sell: 1, neutral: 1 })).toEqual({ buy: 33.33, sell: 33.33, neutral: 33.33 });
    expect(ratioOf({ buy: 0, sell: 0, neutral: 0 })).toEqual({ buy: 0, sell: 0, neutral: 0 });
  });
});

describe('what an opened asset asks for', () => {
  const request = {
    strategyPack: 'mine',
    assetPacks: ['majors'],
    quotes: ['usdt', 'btc'],
    search: 'bt',
    sort: 'change24h:desc',
  } as const;

  it("narrows the page's call to the asset, newest first, 10 a page; the asset stands in for the asset packs", () => {
    expect(assetRequest('periscope', request, btc, undefined, 2)).toEqual({
      strategyPack: 'mine',
      quotes: ['usdt'],
      bases: ['btc'],
      source: 'binance-spot',
      search: 'bt',
      sort: 'matchDate:desc',
      page: 2,
      pageSize: 10,
    });
  });

  it('narrows periscope to one strategy instead of its pack, and dynamic within its pack (which decides what qualifies)', () => {
    const one = assetRequest('periscope', request, btc, 12, 1);
    expect(one).toMatchObject({ strategyIds: [12], bases: ['btc'] });
    expect(one).not.toHaveProperty('strategyPack');
    expect(
      assetRequest('dynamic', { strategyPack: 'combo', bases: ['btc', 'eth'] }, btc, 12, 1),
    ).toMatchObject({
      strategyPack: 'combo',
      strategyIds: [12],
      bases: ['btc'],
    });
    expect(assetRequest('alerts', {}, btc, 12, 1)).not.toHaveProperty('strategyPack');
  });
});
