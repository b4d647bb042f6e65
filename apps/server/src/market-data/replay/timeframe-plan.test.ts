import { SOURCES } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { parentsOf, planGround, planTimeframes } from './timeframe-plan';

describe('timeframe plan', () => {
  it('generates binance spot from an unlisted 1-minute base, since its 3 and 5 minutes share no other divisor', () => {
    const plan = planTimeframes(SOURCES['binance-spot'].timeframes);
    expect(plan.base).toBe(1);
    expect(plan.listed).not.toContain(1);
    expect(plan.childOf.get(3)).toBe(1);
    expect(plan.childOf.get(5)).toBe(1);
    expect(plan.childOf.get(15)).toBe(5);
    expect(plan.childOf.get(10080)).toBe(1440);
    expect(parentsOf(plan, 1)).toEqual([3, 5]);
  });

  it('generates futures from their 5-minute candles and brokers from 1-minute candles', () => {
    expect(planTimeframes(SOURCES['bybit-futures'].timeframes).base).toBe(5);
    const broker = planTimeframes(SOURCES.oanda.timeframes);
    expect(broker.base).toBe(1);
    expect(broker.childOf.get(240)).toBe(60);
    expect(broker.childOf.get(1440)).toBe(240);
  });

  it('grounds off-grid hourly data on the 30-minute series and carves down a chain of divisors', () => {
    const spot = planTimeframes(SOURCES['binance-spot'].timeframes);
    expect(planGround(spot, 60, () => true)).toEqual({ ground: 60, chain: [30, 15, 5, 1], offChain: [3] });
    const stock = planTimeframes(SOURCES['lite-finance'].timeframes);
    expect(planGround(stock, 60, (t) => t <= 30)).toEqual({ ground: 30, chain: [15, 5, 1], offChain: [] });
  });
});
