import { describe, expect, it } from 'vitest';
import { formatPrice, formatRiskPrice, priceScale, riskPriceScale } from './price';

describe('priceScale', () => {
  it('follows the spec §9 thresholds, each strict', () => {
    expect(priceScale(65000)).toBe(2);
    expect(priceScale(100.01)).toBe(2);
    expect(priceScale(100)).toBe(4);
    expect(priceScale(10.5)).toBe(4);
    expect(priceScale(10)).toBe(8);
    expect(priceScale(1.0001)).toBe(8);
    expect(priceScale(1)).toBe(6);
    expect(priceScale(0.00042)).toBe(6);
  });
});

describe('formatPrice', () => {
  it('shows an instrument’s prices with its own decimals, whatever their size (issue 12: DOT, EUR/USD)', () => {
    expect(formatPrice(6.9369, 'en', 4)).toBe('6.9369');
    expect(formatPrice(10.2, 'en', 4)).toBe('10.2000');
    expect(formatPrice(1.142016, 'en', 5)).toBe('1.14202');
    expect(formatPrice(0.99, 'en', 5)).toBe('0.99000');
    expect(formatPrice(65432.1, 'en', 2)).toBe('65,432.10');
  });

  it('without the instrument’s decimals, shows five significant digits, 2 to 8 decimals, never eight zeros', () => {
    expect(formatPrice(65432.1)).toBe('65,432.10');
    expect(formatPrice(6.9369)).toBe('6.9369');
    expect(formatPrice(1.142016)).toBe('1.1420');
    expect(formatPrice(12.5)).toBe('12.500');
    expect(formatPrice(0.000123)).toBe('0.00012300');
  });

  it('uses Persian digits for fa', () => {
    expect(formatPrice(65432.1, 'fa')).toBe('۶۵٬۴۳۲٫۱۰');
  });
});

describe('formatRiskPrice', () => {
  it('shows 4 decimals below 1, 3 below 10, else 2', () => {
    expect(riskPriceScale(0.99)).toBe(4);
    expect(riskPriceScale(1)).toBe(3);
    expect(riskPriceScale(9.99)).toBe(3);
    expect(riskPriceScale(10)).toBe(2);
    expect(formatRiskPrice(0.123456)).toBe('0.1235');
    expect(formatRiskPrice(5.5)).toBe('5.500');
    expect(formatRiskPrice(30000)).toBe('30,000.00');
  });
});
