import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode } from './code-hash';

describe('verification code hashing', () => {
  it('draws six digits, leading zeros included, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('stores a salted argon2id hash that matches only its own code', async () => {
    const [a, b] = await Promise.all([hashCode('012345'), hashCode('012345')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await codeMatches(a, '012345')).toBe(true);
    expect(await codeMatches(a, '012346')).toBe(false);
    expect(await codeMatches('not a hash', '012345')).toBe(false);
  });
});
