import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the administrator console words', () => {
  it('are translated to Persian key for key', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });
});
