import { describe, expect, it } from 'vitest';
import { lagParts, sizeParts } from './figures';

describe('health figures', () => {
  it('reads a lag in seconds, then minutes, then hours', () => {
    expect(lagParts(42)).toEqual({ unit: 'seconds', count: 42 });
    expect(lagParts(119)).toEqual({ unit: 'seconds', count: 119 });
    expect(lagParts(600)).toEqual({ unit: 'minutes', count: 10 });
    expect(lagParts(52_139)).toEqual({ unit: 'hours', count: 14 });
  });

  it('reads a size in decimal units', () => {
    expect(sizeParts(512)).toEqual({ value: 512, unit: 'B' });
    expect(sizeParts(4_096_000)).toEqual({ value: 4.096, unit: 'MB' });
    expect(sizeParts(2e12)).toEqual({ value: 2, unit: 'TB' });
  });
});
