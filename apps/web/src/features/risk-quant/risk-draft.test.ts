import { planFromMatch } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { defaultDraft, draftFromPlan, evaluateDraft, priceText, type RiskDraft } from './risk-draft';

const draft = (overrides: Partial<RiskDraft> = {}): RiskDraft => ({
  allYourMoney: '1000',
  riskPercentage: '2',
  leverage: '10',
  positionType: 'long',
  entryPrice: '100',
  stopLossPrice: '95',
  exitPrice: '110',
  ...overrides,
});

describe('defaultDraft', () => {
  it('puts the spec defaults around the price: money 100, risk 1 %, leverage 10, exit +5 %, stop -2 %', () => {
    expect(defaultDraft(50_000, 'long')).toEqual({
      allYourMoney: '100',
      riskPercentage: '1',
      leverage: '10',
      positionType: 'long',
      entryPrice: '50000',
      stopLossPrice: '49000',
      exitPrice: '52500',
    });
    expect(defaultDraft(2, 'short')).toMatchObject({ stopLossPrice: '2.04', exitPrice: '1.9' });
  });

  it("keeps the trader's money, risk and leverage when the pair or direction resets the prices", () => {
    const next = defaultDraft(10, 'short', draft({ leverage: '25' }));
    expect(next).toMatchObject({
      allYourMoney: '1000',
      riskPercentage: '2',
      leverage: '25',
      entryPrice: '10',
    });
    expect(defaultDraft(undefined, 'long')).toMatchObject({
      entryPrice: '',
      stopLossPrice: '',
      exitPrice: '',
    });
  });

  it('writes small prices with enough decimals to stay apart', () => {
    expect(priceText(0.000421337)).toBe('0.000421');
    expect(priceText(64_123.456)).toBe('64123.46');
  });
});

describe('draftFromPlan', () => {
  it("takes the match's prices and direction with the trader's own money, risk and leverage", () => {
    const plan = planFromMatch({ positionType: 'short', zone: { from: 100, to: 104 }, target: 90 }, 99);
    expect(draftFromPlan(plan, draft())).toEqual({
      allYourMoney: '1000',
      riskPercentage: '2',
      leverage: '10',
      positionType: 'short',
      entryPrice: '100',
      stopLossPrice: '104',
      exitPrice: '90',
    });
  });
});

describe('evaluateDraft', () => {
  it('gives the figures of a sound plan with no error or warning', () => {
    const view = evaluateDraft(draft());
    expect(view.errors).toEqual({});
    expect(view.warnings).toEqual({});
    expect(view.result?.positionSize).toBeCloseTo(400, 9);
    expect(view.result?.liquidation).toBeCloseTo(90.99, 9);
  });

  it('marks a field that is not a number and keeps using its last number', () => {
    const view = evaluateDraft(draft({ entryPrice: '10o' }), { entryPrice: 100 });
    expect(view.errors).toEqual({ entryPrice: 'market.risk-quant.not-a-number' });
    expect(view.numbers.entryPrice).toBe(100);
    expect(view.result?.positionSize).toBeCloseTo(400, 9);
    // With no number to fall back on there is no plan.
    expect(evaluateDraft(draft({ entryPrice: '' })).result).toBeUndefined();
  });

  it('keeps the figures on show beside the warning when liquidation comes before the stop', () => {
    const view = evaluateDraft(draft({ leverage: '50' }));
    expect(view.warnings).toEqual({ liquidation: 'market.risk-quant.liquidation-crosses-stop' });
    expect(view.result?.liquidation).toBeCloseTo(99.078, 9);
  });

  it('names a stop on the wrong side of the entry, and shows no figures for it', () => {
    const view = evaluateDraft(draft({ positionType: 'short' }));
    expect(view.errors).toEqual({ stopLossPrice: 'market.risk-quant.stop-loss-not-above-entry' });
    expect(view.result).toBeUndefined();
  });
});
