import { describe, expect, it } from 'vitest';
import { RISK_DEFAULTS } from '../markets';
import { filterSchema, SUPPORTED_LANGUAGES, supportedLanguageSchema } from './filter';
import { installmentEntrySchema, PURCHASE_STATUSES, purchaseSchema, VIDEO_STATUSES } from './profile-records';
import { riskCalculatorInputsSchema } from './risk-calculator';
import { strategySchema } from './strategy';

const strategy = {
  id: 12,
  name: 'RSI divergence',
  fa_name: 'واگرایی RSI',
  group: 'divergence',
  type: 'simple',
  category: null,
  access: ['pro', 'hero'],
  position: 'buy',
  has_pivot_type: true,
  has_passed_candle: true,
  has_distance: true,
  tags: [{ label: 'beta', class: 'warning', tooltip: 'new' }],
  image: null,
  descriptions: { en: 'Bullish divergence', fa: 'واگرایی مثبت' },
  lock: { crypto: false, global: true },
  minCap: 'pro',
  tradingview: { indicator: 'RSI', value: 'rsi', shape: 'arrow_up', timeframeMapping: { '240': '4h' } },
};

describe('catalog and profile records', () => {
  it('gives a strategy access free, hide or a non-empty tier list', () => {
    expect(strategySchema.parse(strategy).access).toEqual(['pro', 'hero']);
    expect(strategySchema.parse({ ...strategy, access: 'hide' }).access).toBe('hide');
    expect(strategySchema.safeParse({ ...strategy, access: [] }).success).toBe(false);
    expect(strategySchema.safeParse({ ...strategy, access: ['gold'] }).success).toBe(false);
  });

  it('has the purchase and video statuses of spec §4', () => {
    expect(PURCHASE_STATUSES).toEqual(['failed', 'cancelled', 'completed', 'pending']);
    expect(VIDEO_STATUSES).toEqual(['pending', 'accept', 'reject']);
    const purchase = {
      id: '1',
      date: 1_700_000_000,
      plan: 'pro',
      amount: 49,
      currency: 'usd',
      paymentMethod: 'card',
      status: 'successful',
      details: null,
    };
    expect(purchaseSchema.safeParse(purchase).success).toBe(false);
    expect(purchaseSchema.parse({ ...purchase, status: 'completed' }).status).toBe('completed');
  });

  it('lets an installment be overdue (negative days left) but not unpaid in an unknown status', () => {
    const entry = {
      planName: 'Hero 6 months',
      startSubscription: 1_790_000_000,
      endSubscription: 180,
      firstInstallmentAmount: 100,
      secondInstallmentAmount: 100,
      lastInstallmentAmount: 100,
      currency: 'usd',
      firstInstallmentStatus: 'completed',
      secondInstallmentStatus: 'pending',
      lastInstallmentStatus: 'pending',
      firstInstallment: -60,
      secondInstallment: -2,
      lastInstallment: 58,
      nextInstallment: 'second',
      payUrl: 'https://pay.example.com/i/2',
    };
    expect(installmentEntrySchema.parse(entry).secondInstallment).toBe(-2);
    expect(installmentEntrySchema.safeParse({ ...entry, lastInstallmentStatus: 'due' }).success).toBe(false);
  });

  it('offers English and Persian', () => {
    expect(SUPPORTED_LANGUAGES.map((language) => language.value)).toEqual(['en', 'fa']);
    for (const language of SUPPORTED_LANGUAGES)
      expect(supportedLanguageSchema.parse(language)).toEqual(language);
  });

  it('takes a range filter selection as a range value', () => {
    const filter = {
      name: 'price',
      title: 'Price',
      type: 'range',
      items: [],
      data: {
        selected: { from: 1, to: null, isWhole: false },
        field: 'price',
        settingName: 'price',
        toObject: true,
        aggregate: false,
      },
      options: { multiple: false, searchable: false, limit: null, min: 0, max: null },
    };
    expect(filterSchema.parse(filter).data.selected).toEqual({ from: 1, to: null, isWhole: false });
  });

  it('starts the risk calculator on money 100, risk 1 %, leverage 10, long (spec §3)', () => {
    expect(riskCalculatorInputsSchema.parse({})).toEqual({
      allYourMoney: RISK_DEFAULTS.allYourMoney,
      riskPercentage: 1,
      positionType: 'long',
      leverage: 10,
      entryPrice: null,
      stopLossPrice: null,
      exitPrice: null,
    });
    expect(riskCalculatorInputsSchema.safeParse({ leverage: 101 }).success).toBe(false);
    expect(riskCalculatorInputsSchema.safeParse({ leverage: 0.5 }).success).toBe(false);
    expect(riskCalculatorInputsSchema.safeParse({ entryPrice: 'abc' }).success).toBe(false);
  });
});
