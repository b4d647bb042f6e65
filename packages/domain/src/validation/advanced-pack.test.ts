import { describe, expect, it } from 'vitest';
import { validateAdvancedPack } from './advanced-pack';

const context = { existingNames: [] };
const entry = (strategyId: number | null, timeframe: number[] = [5]) => ({ strategyId, timeframe });

describe('validateAdvancedPack', () => {
  it('drops the blank row at the end and returns the cleaned pack', () => {
    const pack = { name: 'Dyn', type: 'advance', items: [entry(7, [60, 240]), entry(null)] };
    expect(validateAdvancedPack(pack, context)).toEqual({
      ok: true,
      value: { name: 'Dyn', type: 'advance', items: [entry(7, [60, 240])] },
    });
  });

  it('reports a pack with no strategy as its first row lacking one', () => {
    expect(validateAdvancedPack({ name: 'Dyn', items: [entry(null)] }, context)).toEqual({
      ok: false,
      errors: [{ field: 'items.0.strategyId', key: 'market.empty-strategy' }],
    });
    expect(validateAdvancedPack({ name: 'Dyn', items: [] }, context).ok).toBe(false);
  });

  it('flags a blank row between strategies, since each row holds one strategy', () => {
    const result = validateAdvancedPack({ name: 'Dyn', items: [entry(1), entry(null), entry(2)] }, context);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'items.1.strategyId', key: 'market.empty-strategy' },
    ]);
  });

  it('flags every row with no timeframe', () => {
    const result = validateAdvancedPack(
      { name: 'Dyn', items: [entry(1, []), entry(2), entry(3, [])] },
      context,
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'items.0.timeframe', key: 'market.empty-timeframe' },
      { field: 'items.2.timeframe', key: 'market.empty-timeframe' },
    ]);
  });

  it('keeps distance within 0-100 and passed candle within its stored 0-1000, each in order', () => {
    const within = { ...entry(1), passedCandle: { from: 0, to: 100 }, distance: { from: 2, to: 2 } };
    const storedDefault = {
      ...entry(2),
      passedCandle: { from: 0, to: 1000 },
      distance: { from: 0, to: 100 },
    };
    expect(validateAdvancedPack({ name: 'Dyn', items: [within, storedDefault] }, context).ok).toBe(true);
    const outside = [
      { ...entry(1), passedCandle: { from: 0, to: 1001 } },
      { ...entry(2), distance: { from: -1, to: 5 } },
      { ...entry(3), distance: { from: 50, to: 10 } },
      { ...entry(4), passedCandle: { from: 20, to: 10 } },
    ];
    const passedCandleError = { key: 'market.passed-candle-out-of-range', params: { min: 0, max: 1000 } };
    const distanceError = { key: 'market.distance-out-of-range', params: { min: 0, max: 100 } };
    const result = validateAdvancedPack({ name: 'Dyn', items: outside }, context);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'items.0.passedCandle', ...passedCandleError },
      { field: 'items.1.distance', ...distanceError },
      { field: 'items.2.distance', ...distanceError },
      { field: 'items.3.passedCandle', ...passedCandleError },
    ]);
  });
});
