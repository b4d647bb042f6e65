import { expect } from 'vitest';

export interface Mismatch {
  readonly index: number;
  readonly actual: number;
  readonly expected: number;
}

/**
 * First index where two series disagree: NaN on one side only, or values further apart than
 * `tolerance` relative to max(1, |expected|) (absolute near zero, where oscillators cross).
 */
export function firstMismatch(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  tolerance: number,
): Mismatch | undefined {
  if (actual.length !== expected.length)
    return { index: -1, actual: actual.length, expected: expected.length };
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i]!;
    const e = expected[i]!;
    if (Number.isNaN(a) || Number.isNaN(e)) {
      if (Number.isNaN(a) !== Number.isNaN(e)) return { index: i, actual: a, expected: e };
    } else if (!(Math.abs(a - e) <= tolerance * Math.max(1, Math.abs(e)))) {
      return { index: i, actual: a, expected: e };
    }
  }
  return undefined;
}

/** One assertion per series, naming the first bad index (index −1 means the lengths differ). */
export function expectSeriesClose(
  actual: ArrayLike<number>,
  expected: ArrayLike<number>,
  tolerance = 1e-9,
): void {
  expect(firstMismatch(actual, expected, tolerance)).toBeUndefined();
}

/** Bit-for-bit equality (NaN equals NaN): batch and streaming share their arithmetic. */
export function expectSeriesIdentical(actual: ArrayLike<number>, expected: ArrayLike<number>): void {
  expect(firstMismatch(actual, expected, 0)).toBeUndefined();
}
