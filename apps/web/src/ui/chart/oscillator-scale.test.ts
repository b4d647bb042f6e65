import type { ChartOscillator } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { oscillatorDecimals } from './oscillator-scale';

const of = (...values: number[]): ChartOscillator => ({
  title: 'X',
  lines: [{ name: 'x', style: 'line', points: values.map((value, index) => [index, value]) }],
  levels: [],
});

describe('the oscillator scale', () => {
  it('reads an RSI at 2 decimals, a MACD of a cheap pair at more, an OBV at none', () => {
    expect(oscillatorDecimals(of(28.4, 71.2))).toBe(2);
    expect(oscillatorDecimals(of(0.004, -0.012))).toBe(4);
    expect(oscillatorDecimals(of(0.0004, -0.0002))).toBe(6);
    expect(oscillatorDecimals(of(-2_500_000, 1_200_000))).toBe(0);
    expect(oscillatorDecimals(of())).toBe(6);
  });
});
