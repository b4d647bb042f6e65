import type { Pivot } from '../../pivots';
import { acceptedRange, type HarmonicPattern, type RatioName } from './harmonic-patterns';

/**
 * Prices of X, A, B, C, D (ABCD: A, B, C, D) turned so that D is a low: a bearish pattern's prices are
 * negated, and one set of formulas serves both sides.
 */
export interface Frame {
  readonly x: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** `points` oldest first; `sign` +1 when D is a low, −1 when it is a high. */
export function frameOf(points: readonly Pivot[], sign: 1 | -1): Frame {
  const n = points.length;
  const at = (k: number) => sign * points[n - 5 + k]!.price;
  return { x: n === 5 ? at(0) : Number.NaN, a: at(1), b: at(2), c: at(3), d: at(4) };
}

/** Each leg moves the way the pattern's zig-zag does: up XA, down AB, up BC, down CD (D a low). */
export const legsTurn = (f: Frame, hasX: boolean): boolean =>
  (!hasX || f.a > f.x) && f.a > f.b && f.c > f.b && f.c > f.d;

/** One ratio of the frame (harmonic-patterns.ts names them). */
export function ratioOf(f: Frame, ratio: RatioName): number {
  switch (ratio) {
    case 'AB/XA':
      return (f.a - f.b) / (f.a - f.x);
    case 'BC/AB':
      return (f.c - f.b) / (f.a - f.b);
    case 'CD/BC':
      return (f.c - f.d) / (f.c - f.b);
    case 'AD/XA':
      return (f.a - f.d) / (f.a - f.x);
    case 'CD/XC':
      return (f.c - f.d) / (f.c - f.x);
    case 'CD/AB':
      return (f.c - f.d) / (f.a - f.b);
  }
}

/** Whether every ratio of the pattern's table lies in its accepted range (tolerance included). */
export function fitsTable(f: Frame, pattern: HarmonicPattern): boolean {
  if (!legsTurn(f, pattern.hasX)) return false;
  for (const range of pattern.ratios) {
    const r = ratioOf(f, range.ratio);
    const { low, high } = acceptedRange(range);
    if (!(r >= low && r <= high)) return false;
  }
  return true;
}

/** Where D lies (turned price) when `ratio`, a ratio ending at D, equals r. */
export function projectD(f: Frame, ratio: 'AD/XA' | 'CD/XC' | 'CD/AB' | 'CD/BC', r: number): number {
  switch (ratio) {
    case 'AD/XA':
      return f.a - r * (f.a - f.x);
    case 'CD/XC':
      return f.c - r * (f.c - f.x);
    case 'CD/AB':
      return f.c - r * (f.a - f.b);
    case 'CD/BC':
      return f.c - r * (f.c - f.b);
  }
}

/**
 * The potential reversal zone (turned prices, low <= high): from D's projection on the pattern's frame
 * (XA, XC or AB) at the table's ratio (for a range, its end nearer the ratio measured) to the nearest
 * end of its BC projection, the confluence of the two measures (ta-reference §5.2), widened to reach D.
 */
export function przOf(f: Frame, pattern: HarmonicPattern): { readonly low: number; readonly high: number } {
  const frame = pattern.ratios.find((r) => r.ratio === pattern.frame)!;
  const bc = pattern.ratios.find((r) => r.ratio === 'CD/BC')!;
  const measured = ratioOf(f, pattern.frame);
  const ratio = Math.abs(measured - frame.min) <= Math.abs(measured - frame.max) ? frame.min : frame.max;
  const projection = projectD(f, pattern.frame, ratio);
  const b1 = projectD(f, 'CD/BC', bc.min);
  const b2 = projectD(f, 'CD/BC', bc.max);
  const nearest = Math.abs(b1 - projection) <= Math.abs(b2 - projection) ? b1 : b2;
  return { low: Math.min(projection, nearest, f.d), high: Math.max(projection, nearest, f.d) };
}
