import { describe, expect, it } from 'vitest';
import { pickQuote, quoteDurationMs } from './feedback-quote';
import { marketRedirectFor } from './market-redirect';

describe('start-up market redirect (spec §4)', () => {
  const globalOnly = { plan: 'free', globalPlan: 'hero' };

  it('sends a free crypto user with a paid global plan from a crypto page to currencies', () => {
    expect(marketRedirectFor(globalOnly, '/market/crypto/periscope')).toBe('/market/currencies/periscope');
    expect(marketRedirectFor(globalOnly, '/market/crypto/jumps')).toBe('/market/currencies/assets');
  });

  it('leaves everyone else, and every other page, alone', () => {
    expect(marketRedirectFor(globalOnly, '/market/indices/assets')).toBeUndefined();
    expect(marketRedirectFor(globalOnly, '/profile/user')).toBeUndefined();
    expect(marketRedirectFor({ plan: 'pro', globalPlan: 'hero' }, '/market/crypto/assets')).toBeUndefined();
    expect(marketRedirectFor({ plan: 'free', globalPlan: 'free' }, '/market/crypto/assets')).toBeUndefined();
  });
});

describe('loading quote (spec §4)', () => {
  const feedback = [
    {
      text_en: 'Found my best trade here',
      text_fa: 'بهترین معامله‌ام را اینجا پیدا کردم',
      name_en: 'Ali',
      name_fa: 'علی',
    },
  ];

  it('picks a quote in the interface language', () => {
    expect(pickQuote(feedback, 'fa', () => 0)).toEqual({
      text: 'بهترین معامله‌ام را اینجا پیدا کردم',
      name: 'علی',
    });
    expect(pickQuote([], 'en')).toBeUndefined();
  });

  it('stays about 0.3 s per word', () => {
    expect(quoteDurationMs('Found my best trade here')).toBeCloseTo(1500);
  });
});
