import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the help centre’s words', () => {
  it('has every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('says the spec’s words where it gives them (§8 help list failure, empty states)', () => {
    expect(en.error).toBe('Error is ocurred');
    expect(en.empty).toBe('no results found');
  });
});
