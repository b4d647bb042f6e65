import { describe, expect, it } from 'vitest';
import { calculateRisk } from './calculate-risk';
import { planFromMatch } from './match-plan';

const buy = { positionType: 'long' as const, zone: { from: 95, to: 100 } };
const sell = { positionType: 'short' as const, zone: { from: 100, to: 105 } };

describe('planFromMatch', () => {
  it('enters a buy at the top of its zone, stops at the invalidation and exits at the target', () => {
    expect(planFromMatch({ ...buy, invalidation: 93, target: 112 }, 104)).toEqual({
      positionType: 'long',
      entryPrice: 100,
      stopLossPrice: 93,
      exitPrice: 112,
      origin: { entry: 'zone', stop: 'invalidation', exit: 'target' },
    });
  });

  it('enters at the live price when price is already inside the zone', () => {
    expect(planFromMatch(sell, 102).entryPrice).toBe(102);
    expect(planFromMatch(sell, 102).origin.entry).toBe('price');
    // Above a sell zone, price meets its bottom edge first.
    expect(planFromMatch(sell, 90).entryPrice).toBe(100);
  });

  it('falls back to the far edge of the zone and the default 5 % exit until the scanner fills the levels', () => {
    expect(planFromMatch(buy, undefined)).toMatchObject({
      entryPrice: 100,
      stopLossPrice: 95,
      exitPrice: expect.closeTo(105, 9),
      origin: { stop: 'zone', exit: 'default' },
    });
    expect(planFromMatch(sell, undefined)).toMatchObject({
      entryPrice: 100,
      stopLossPrice: 105,
      exitPrice: expect.closeTo(95, 9),
      origin: { stop: 'zone', exit: 'default' },
    });
  });

  it('refuses levels on the wrong side of the entry and a zone of one price', () => {
    // A buy's "stop" above its entry and "target" below it would be no plan: the defaults stand in.
    const plan = planFromMatch({ ...buy, invalidation: 101, target: 90 }, undefined);
    expect(plan.stopLossPrice).toBe(95);
    expect(plan.origin).toMatchObject({ stop: 'zone', exit: 'default' });
    const flat = planFromMatch({ positionType: 'long', zone: { from: 50, to: 50 } }, 60);
    expect(flat).toMatchObject({
      entryPrice: 50,
      stopLossPrice: expect.closeTo(49, 9),
      origin: { stop: 'default' },
    });
  });

  it('gives a plan whose stop the calculator accepts', () => {
    for (const match of [buy, sell, { ...buy, invalidation: 94, target: 110 }]) {
      const plan = planFromMatch(match, 98);
      const calculation = calculateRisk({
        allYourMoney: 1000,
        riskPercentage: 1,
        leverage: 2,
        positionType: plan.positionType,
        entryPrice: plan.entryPrice,
        stopLossPrice: plan.stopLossPrice,
        exitPrice: plan.exitPrice,
      });
      expect(calculation.ok).toBe(true);
    }
  });
});
