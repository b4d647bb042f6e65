import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the profile screens’ words', () => {
  it('has every key in both languages', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('says the spec’s words where it gives them', () => {
    expect(en.gifts.empty).toBe('gifts not found');
    expect(en.sessions.empty).toBe('active sessions not found');
    expect(en.purchases.empty).toBe('List is empty');
    expect(en.xmoon.error).toBe('An error occurred while enabling XMoon');
    expect(en.locked).toBe('You must upgrade your account to use this section');
  });
});
