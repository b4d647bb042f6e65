import { describe, expect, it } from 'vitest';
import { hashText } from './fnv1a';

describe('hashText', () => {
  it("gives FNV-1a's published 32-bit values", () => {
    // The reference vectors of the FNV authors' test suite (ASCII text, so code units are the bytes).
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
  });

  it('is unsigned, and the same for the same text', () => {
    const keys = ['binance|BTCUSDT|60', 'oanda|EUR_USD|240', 'x'.repeat(500)];
    for (const key of keys) {
      expect(hashText(key)).toBe(hashText(key));
      expect(hashText(key)).toBeGreaterThanOrEqual(0);
      expect(hashText(key)).toBeLessThan(2 ** 32);
    }
  });
});
