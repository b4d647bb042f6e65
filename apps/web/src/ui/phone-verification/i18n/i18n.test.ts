import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

describe('the phone verification dialog’s words', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort());
  });
});
