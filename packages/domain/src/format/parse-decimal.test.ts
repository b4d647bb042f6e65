import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it('reads plain decimals in Latin or Persian digits', () => {
    expect(parseDecimal('42')).toBe(42);
    expect(parseDecimal(' -0.75 ')).toBe(-0.75);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('3.')).toBe(3);
    expect(parseDecimal('۱۲٫۵')).toBe(12.5);
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const text of ['', ' ', '.', '-', 'abc', '1,000', '1e5', '0x10', '1.2.3', 'Infinity', '12px']) {
      expect(parseDecimal(text)).toBeNull();
    }
  });
});
