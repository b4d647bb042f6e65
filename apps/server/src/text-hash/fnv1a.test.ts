import { describe, expect, it } from 'vitest';
import { hashText } from './fnv1a';

describe('hashText', () => {
  it("gives FNV-1a's published 32-bit values", () => {
    // The reference vectors of the FNV authors' test suite (ASCII text, so code units are the bytes).
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
  });

  it('is unsigned where the multiply sets the top bit', () => {
    const keys = ['binance|BTCUSDT|60', 'oanda|EUR_USD|240', 'x'.repeat(500)];
    expect(keys.some((key) => (hashText(key) | 0) < 0)).toBe(true);
    for (const key of keys) {
      expect(hashText(key)).toBeGreaterThanOrEqual(0);
      expect(hashText(key)).toBeLessThan(2 ** 32);
    }
  });
});
