import { describe, expect, it } from 'vitest';
import {
  advancedStrategyEntrySchema,
  advancedStrategyPackSchema,
  alertBasesSchema,
  alertPackSchema,
  simpleStrategyPackSchema,
} from './packs';

const fields = {
  name: 'My Pack 1',
  title: 'My Pack 1',
  enable: true,
  createDate: 1_700_000_000,
  position: 2,
  isEditable: true,
  settingsName: 'UserAdvanceStrategyPacks',
  lock: false,
};

describe('advanced strategy entry (spec §3)', () => {
  it('defaults to the 5-minute timeframe, the "and" relation, passed candle 0-1000 and distance 0-100', () => {
    expect(advancedStrategyEntrySchema.parse({ strategyId: 7 })).toEqual({
      strategyId: 7,
      timeframe: [5],
      relation: 'and',
      passedCandle: { from: 0, to: 1000 },
      distance: { from: 0, to: 100 },
      pivotType: [],
    });
  });

  it('gives each entry its own default lists', () => {
    const first = advancedStrategyEntrySchema.parse({ strategyId: 1 });
    first.timeframe.push(60);
    expect(advancedStrategyEntrySchema.parse({ strategyId: 1 }).timeframe).toEqual([5]);
  });

  it.each([
    ['passed candle past 1000', { passedCandle: { from: 0, to: 1001 } }],
    ['distance past 100 percent', { distance: { from: 0, to: 101 } }],
    ['a negative distance', { distance: { from: -1, to: 5 } }],
    ['a window whose from exceeds to', { passedCandle: { from: 9, to: 3 } }],
    ['a relation other than and', { relation: 'or' }],
    ['a timeframe outside the list', { timeframe: [2] }],
    ['a fractional strategy id', { strategyId: 1.5 }],
  ])('rejects %s', (_label, change) => {
    expect(advancedStrategyEntrySchema.safeParse({ strategyId: 7, ...change }).success).toBe(false);
  });
});

describe('packs', () => {
  it("marks an advanced pack with type 'advance' and fills its entries' defaults", () => {
    const pack = advancedStrategyPackSchema.parse({ ...fields, type: 'advance', items: [{ strategyId: 3 }] });
    expect(pack.items[0]?.timeframe).toEqual([5]);
    expect(advancedStrategyPackSchema.safeParse({ ...fields, type: 'simple', items: [] }).success).toBe(
      false,
    );
  });

  it('holds strategy ids in a simple pack as whole numbers', () => {
    const pack = { ...fields, settingsName: 'UserSimpleStrategyPacks', strategiesIds: [1, 2, 40] };
    expect(simpleStrategyPackSchema.parse(pack).strategiesIds).toEqual([1, 2, 40]);
    expect(simpleStrategyPackSchema.safeParse({ ...pack, strategiesIds: ['1'] }).success).toBe(false);
  });

  it('takes alert bases as a list, "all", or asset-pack names mapped to their assets', () => {
    expect(alertBasesSchema.parse('all')).toBe('all');
    expect(alertBasesSchema.parse(['btc', 'eth'])).toEqual(['btc', 'eth']);
    expect(alertBasesSchema.parse({ Majors: ['btc'] })).toEqual({ Majors: ['btc'] });
    expect(alertBasesSchema.safeParse('some').success).toBe(false);
    expect(alertBasesSchema.safeParse({ Majors: 'btc' }).success).toBe(false);
  });

  it('sends alerts by email or bot only', () => {
    const alert = {
      ...fields,
      settingsName: 'Alerts',
      sources: ['binance-spot'],
      bases: 'all',
      quotes: ['usdt'],
      items: [{ strategyId: 3 }],
      sendTypes: ['email', 'bot'],
    };
    expect(alertPackSchema.parse(alert).sendTypes).toEqual(['email', 'bot']);
    expect(alertPackSchema.safeParse({ ...alert, sendTypes: ['sms'] }).success).toBe(false);
    expect(alertPackSchema.safeParse({ ...alert, sources: ['ftx'] }).success).toBe(false);
  });
});
