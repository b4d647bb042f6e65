import { describe, expect, it } from 'vitest';
import { countText, edgeToneOf, percentText, pointsText, returnText } from './record-format';

describe('the track record in numbers', () => {
  it('writes rates, counts and points in the interface language', () => {
    expect([percentText(0.5812, 'en'), countText(1240, 'en'), pointsText(0.068, 'en')]).toEqual([
      '58 %',
      '1,240',
      '+6.8',
    ]);
    expect([percentText(0.5812, 'fa'), countText(1240, 'fa'), returnText(-0.004, 'en')]).toEqual([
      '۵۸٪',
      '۱٬۲۴۰',
      '-0.4 %',
    ]);
    expect(returnText(-0.00004, 'en')).toBe('0.0 %');
  });

  it('colours an edge only when its 95 % interval leaves out zero', () => {
    const edge = (low: number, high: number) => ({ value: (low + high) / 2, interval: { low, high } });
    expect(edgeToneOf(edge(0.01, 0.09))).toBe('better');
    expect(edgeToneOf(edge(-0.09, -0.01))).toBe('worse');
    expect(edgeToneOf(edge(-0.01, 0.09))).toBe('unclear');
    expect(edgeToneOf(edge(0, 0.05))).toBe('unclear');
    expect(edgeToneOf(null)).toBe('unclear');
  });
});
