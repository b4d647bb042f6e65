import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fa from './i18n/fa.json';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the per-asset views’ words', () => {
  it('has every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('says the spec’s save failure word for word', () => {
    expect(en.remove.error).toBe('an error occurred while saving');
  });
});
