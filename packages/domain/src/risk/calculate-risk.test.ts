import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRisk, computeRisk } from './calculate-risk';
import { defaultRiskInputs, type RiskInputs } from './risk-inputs';

const long = (overrides: Partial<RiskInputs> = {}): RiskInputs => ({
  allYourMoney: 1000,
  riskPercentage: 2,
  positionType: 'long',
  leverage: 10,
  entryPrice: 100,
  stopLossPrice: 95,
  exitPrice: 110,
  ...overrides,
});

const resultOf = (inputs: Parameters<typeof calculateRisk>[0]) => {
  const calculation = calculateRisk(inputs);
  if (!calculation.ok) throw new Error(`unexpected errors ${JSON.stringify(calculation.errors)}`);
  return calculation.result;
};

describe('calculateRisk worked examples', () => {
  it('sizes a long position', () => {
    // By hand: risked = 1000 x 2 % = 20; stop move = |100 - 95| / 100 = 0.05; size = 20 / 0.05 = 400;
    // margin = 400 / 10 = 40; liquidation = 100 x (1 - 1/10) x 1.011 = 90.99; risk:reward = 10 / 5 = 2;
    // price change = (110 - 100) / 100 = +10 %; profit = 400 x 10 % = 40; return = 40 / 40 = 100 %.
    const result = resultOf(long());
    expect(result.riskedMoney).toBeCloseTo(20, 9);
    expect(result.positionSize).toBeCloseTo(400, 9);
    expect(result.margin).toBeCloseTo(40, 9);
    expect(result.liquidation).toBeCloseTo(90.99, 9);
    expect(result.riskReward).toBeCloseTo(2, 9);
    expect(result.priceChange).toBeCloseTo(10, 9);
    expect(result.profitOrLost).toBeCloseTo(40, 9);
    expect(result.returnOrEquity).toBeCloseTo(100, 9);
  });

  it('sizes a short position, counting a fall as a gain', () => {
    // By hand: risked = 500 x 1 % = 5; stop move = 0.1 / 2.5 = 0.04; size = 5 / 0.04 = 125; margin = 125 / 5
    // = 25; liquidation = 2.5 x (1 + 1/5) x 0.989 = 2.967; risk:reward = 0.3 / 0.1 = 3; price change =
    // -(2.2 - 2.5) / 2.5 = +12 %; profit = 125 x 12 % = 15; return = 15 / 25 = 60 %.
    const result = resultOf({
      allYourMoney: 500,
      riskPercentage: 1,
      positionType: 'short',
      leverage: 5,
      entryPrice: 2.5,
      stopLossPrice: 2.6,
      exitPrice: 2.2,
    });
    expect(result).toMatchObject({
      riskedMoney: expect.closeTo(5, 9),
      positionSize: expect.closeTo(125, 9),
      margin: expect.closeTo(25, 9),
      liquidation: expect.closeTo(2.967, 9),
      riskReward: expect.closeTo(3, 9),
      priceChange: expect.closeTo(12, 9),
      profitOrLost: expect.closeTo(15, 9),
      returnOrEquity: expect.closeTo(60, 9),
    });
  });

  it('shows a loss when the exit is on the wrong side', () => {
    const result = resultOf(long({ exitPrice: 97 }));
    expect(result.priceChange).toBeCloseTo(-3, 9);
    expect(result.profitOrLost).toBeCloseTo(-12, 9);
  });
});

describe('defaultRiskInputs', () => {
  it('puts exit 5 % and stop 2 % from the price on the side of the position', () => {
    expect(defaultRiskInputs(50_000)).toMatchObject({
      allYourMoney: 100,
      riskPercentage: 1,
      leverage: 10,
      positionType: 'long',
      entryPrice: 50_000,
      exitPrice: expect.closeTo(52_500, 6),
      stopLossPrice: expect.closeTo(49_000, 6),
    });
    expect(defaultRiskInputs(50_000, 'short')).toMatchObject({
      exitPrice: expect.closeTo(47_500, 6),
      stopLossPrice: expect.closeTo(51_000, 6),
    });
  });

  it('gives a plan the calculator accepts', () => {
    // risked 1; size 1 / 0.02 = 50; margin 5; risk:reward 5 / 2 = 2.5; return 5 % x 10 = 50 %.
    for (const side of ['long', 'short'] as const) {
      expect(resultOf(defaultRiskInputs(0.00042, side))).toMatchObject({
        riskedMoney: expect.closeTo(1, 9),
        positionSize: expect.closeTo(50, 9),
        margin: expect.closeTo(5, 9),
        riskReward: expect.closeTo(2.5, 9),
        returnOrEquity: expect.closeTo(50, 9),
      });
    }
  });
});

describe('calculateRisk refusals', () => {
  it('marks every field that is not a number, and reads typed text that is', () => {
    const calculation = calculateRisk({
      ...long(),
      allYourMoney: 'abc',
      riskPercentage: '',
      exitPrice: '1,000',
    });
    expect(calculation).toEqual({
      ok: false,
      errors: {
        allYourMoney: 'market.risk-quant.not-a-number',
        riskPercentage: 'market.risk-quant.not-a-number',
        exitPrice: 'market.risk-quant.not-a-number',
      },
    });
    expect(resultOf({ ...long(), allYourMoney: ' 1000 ', entryPrice: '۱۰۰' }).positionSize).toBeCloseTo(
      400,
      9,
    );
  });

  it('keeps leverage within 1-100 and every amount above zero', () => {
    expect(calculateRisk(long({ leverage: 0.5 }))).toEqual({
      ok: false,
      errors: { leverage: 'market.risk-quant.leverage-out-of-range' },
    });
    expect(calculateRisk(long({ leverage: 101 })).ok).toBe(false);
    expect(calculateRisk(long({ leverage: 1 })).ok).toBe(true);
    expect(calculateRisk(long({ allYourMoney: 0, riskPercentage: 101 }))).toEqual({
      ok: false,
      errors: {
        allYourMoney: 'market.risk-quant.not-positive',
        riskPercentage: 'market.risk-quant.risk-out-of-range',
      },
    });
  });

  it('wants the stop below the entry for a long and above it for a short', () => {
    expect(calculateRisk(long({ stopLossPrice: 100 }))).toEqual({
      ok: false,
      errors: { stopLossPrice: 'market.risk-quant.stop-loss-not-below-entry' },
    });
    expect(calculateRisk(long({ positionType: 'short', stopLossPrice: 95, exitPrice: 90 }))).toEqual({
      ok: false,
      errors: { stopLossPrice: 'market.risk-quant.stop-loss-not-above-entry' },
    });
  });

  it('refuses a liquidation at or beyond the stop', () => {
    // At 50x a long liquidates at 100 x 0.98 x 1.011 = 99.078, above the 95 stop.
    expect(calculateRisk(long({ leverage: 50 }))).toEqual({
      ok: false,
      errors: { liquidation: 'market.risk-quant.liquidation-crosses-stop' },
    });
    // A short at 50x liquidates at 100 x 1.02 x 0.989 = 100.878, below the 105 stop.
    const short = long({ positionType: 'short', leverage: 50, stopLossPrice: 105, exitPrice: 90 });
    expect(calculateRisk(short).ok).toBe(false);
    // At 10x the long liquidates at 90.99: a stop at 91 is still safe, one at 90 is not.
    expect(calculateRisk(long({ stopLossPrice: 91 })).ok).toBe(true);
    expect(calculateRisk(long({ stopLossPrice: 90 })).ok).toBe(false);
  });

  it('refuses a margin above all the money', () => {
    // size = 100 x 10 % / 0.005 = 2000, margin 200 > 100.
    const inputs = long({ allYourMoney: 100, riskPercentage: 10, stopLossPrice: 99.5 });
    expect(calculateRisk(inputs)).toEqual({
      ok: false,
      errors: { margin: 'market.risk-quant.margin-exceeds-money' },
    });
    expect(calculateRisk({ ...inputs, leverage: 20 }).ok).toBe(true);
  });

  it('refuses an unknown position type', () => {
    expect(calculateRisk({ ...long(), positionType: 'sideways' })).toEqual({
      ok: false,
      errors: { positionType: 'market.risk-quant.invalid-position-type' },
    });
  });
});

const plans = fc.record({
  allYourMoney: fc.double({ min: 1, max: 1e7, noNaN: true }),
  riskPercentage: fc.double({ min: 0.01, max: 100, noNaN: true }),
  leverage: fc.double({ min: 1, max: 100, noNaN: true }),
  entryPrice: fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
  stopFraction: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
  exitFraction: fc.double({ min: -0.9, max: 0.9, noNaN: true }),
});

// Relative 1e-8: a long and its mirrored short reach one figure by different roundings (entry x (1 - f) against entry x
// (1 + f)), which at a 1e-6 price and a 0.1 % stop differ by just over 1e-9 of the figure.
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-8 * Math.max(1, Math.abs(expected)));

describe('computeRisk properties', () => {
  it('risks exactly riskedMoney: size x stop move, and the loss when the stop is hit', () => {
    fc.assert(
      fc.property(plans, fc.constantFrom('long' as const, 'short' as const), (plan, positionType) => {
        const side = positionType === 'long' ? 1 : -1;
        const stopLossPrice = plan.entryPrice * (1 - side * plan.stopFraction);
        const inputs = { ...plan, positionType, stopLossPrice, exitPrice: stopLossPrice };
        const result = computeRisk(inputs);
        close(
          result.positionSize * (Math.abs(plan.entryPrice - stopLossPrice) / plan.entryPrice),
          result.riskedMoney,
        );
        close(result.profitOrLost, -result.riskedMoney);
        close(result.returnOrEquity, result.priceChange * plan.leverage);
      }),
    );
  });

  it('mirrors a long and a short placed symmetrically around the entry', () => {
    fc.assert(
      fc.property(plans, ({ stopFraction, exitFraction, ...plan }) => {
        const { entryPrice, leverage } = plan;
        const longResult = computeRisk({
          ...plan,
          positionType: 'long',
          stopLossPrice: entryPrice * (1 - stopFraction),
          exitPrice: entryPrice * (1 + exitFraction),
        });
        const shortResult = computeRisk({
          ...plan,
          positionType: 'short',
          stopLossPrice: entryPrice * (1 + stopFraction),
          exitPrice: entryPrice * (1 - exitFraction),
        });
        for (const key of [
          'riskedMoney',
          'positionSize',
          'margin',
          'riskReward',
          'priceChange',
          'profitOrLost',
        ] as const) {
          close(shortResult[key], longResult[key]);
        }
        close(longResult.liquidation, entryPrice * (1 - 1 / leverage) * 1.011);
        close(shortResult.liquidation, entryPrice * (1 + 1 / leverage) * 0.989);
      }),
    );
  });
});
