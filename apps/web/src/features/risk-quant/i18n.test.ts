import { RISK_MESSAGES } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fa from './i18n/fa.json';
import { errorKey } from './risk-text';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the risk calculator’s words', () => {
  it('has every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('says every rule of the domain in its own words, and in Persian too', () => {
    const codes = Object.keys(RISK_MESSAGES) as (keyof typeof RISK_MESSAGES)[];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const key = errorKey(code).replace('errors.', '') as keyof typeof en.errors;
      expect(en.errors[key]).toBe(RISK_MESSAGES[code]);
      expect(fa.errors[key]).toMatch(/\S/);
    }
  });
});
