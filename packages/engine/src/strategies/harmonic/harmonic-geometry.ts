import type { Pivot } from '../../pivots';
import {
  acceptedHigh,
  acceptedLow,
  type HarmonicPattern,
  type RatioName,
  type RatioRange,
} from './harmonic-patterns';

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

/** A frame `frameOf` fills in place: a detector keeps one, since each frame is read while its bar is judged only. */
export type FrameScratch = { -readonly [K in keyof Frame]: number };

/**
 * `points` oldest first, ending at D (or, `forming`, at C: D is NaN); `sign` +1 when D is (or will be) a low, −1 when
 * a high. Written into `into` (a new frame by default).
 */
export function frameOf(
  points: readonly Pivot[],
  sign: 1 | -1,
  forming = false,
  into: FrameScratch = { x: 0, a: 0, b: 0, c: 0, d: 0 },
): Frame {
  // Point k of X..D sits at points[first + k]; no closure, since the detectors call this on every pivot.
  const first = points.length - (forming ? 4 : 5);
  into.x = first === 0 ? priceAt(points, first, sign) : Number.NaN;
  into.a = priceAt(points, first + 1, sign);
  into.b = priceAt(points, first + 2, sign);
  into.c = priceAt(points, first + 3, sign);
  into.d = priceAt(points, first + 4, sign);
  return into;
}

const priceAt = (points: readonly Pivot[], k: number, sign: 1 | -1): number =>
  k < points.length ? sign * points[k]!.price : Number.NaN;

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
    if (!(r >= acceptedLow(range) && r <= acceptedHigh(range))) return false;
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
  const frame = rangeOf(pattern, pattern.frame);
  const bc = rangeOf(pattern, 'CD/BC');
  const measured = ratioOf(f, pattern.frame);
  const ratio = Math.abs(measured - frame.min) <= Math.abs(measured - frame.max) ? frame.min : frame.max;
  const projection = projectD(f, pattern.frame, ratio);
  const b1 = projectD(f, 'CD/BC', bc.min);
  const b2 = projectD(f, 'CD/BC', bc.max);
  const nearest = Math.abs(b1 - projection) <= Math.abs(b2 - projection) ? b1 : b2;
  return { low: Math.min(projection, nearest, f.d), high: Math.max(projection, nearest, f.d) };
}

/** The pattern's range of one ratio (a loop, not `find` with a closure: the forming check runs on every pivot C). */
export function rangeOf(pattern: HarmonicPattern, ratio: RatioName): RatioRange {
  const { ratios } = pattern;
  for (let k = 0; k < ratios.length; k++) if (ratios[k]!.ratio === ratio) return ratios[k]!;
  throw new Error(`${pattern.name} has no ${ratio} ratio`);
}

/** A PRZ `formingPrzOf` fills in place (turned prices). */
export type Prz = { low: number; high: number };

/** Ratios a pattern can already be judged by before D exists (AB/XA, BC/AB). */
export const isBeforeD = (ratio: RatioName): boolean => ratio === 'AB/XA' || ratio === 'BC/AB';

/**
 * A forming pattern's projected PRZ (turned prices; D is still to come): X, A, B, C fit the ratios that do not involve
 * D, and the zone spans every D the rest of the table accepts together with every PRZ such a D would complete (the
 * frame's projections at both ends of its range and their nearest CD/BC ends), so it holds the completed PRZ
 * whatever D turns out to be. Null when no D satisfies every ratio at once.
 */
export function formingPrzOf(
  f: Frame,
  pattern: HarmonicPattern,
  into: Prz = { low: 0, high: 0 },
): Prz | null {
  if (!((!pattern.hasX || f.a > f.x) && f.a > f.b && f.c > f.b)) return null;
  let dLow = Number.NEGATIVE_INFINITY;
  let dHigh = f.c;
  for (const range of pattern.ratios) {
    const low = acceptedLow(range);
    const high = acceptedHigh(range);
    if (isBeforeD(range.ratio)) {
      const r = ratioOf(f, range.ratio);
      if (!(r >= low && r <= high)) return null;
      continue;
    }
    const ratio = range.ratio as 'AD/XA' | 'CD/XC' | 'CD/AB' | 'CD/BC';
    const p1 = projectD(f, ratio, low);
    const p2 = projectD(f, ratio, high);
    dLow = Math.max(dLow, Math.min(p1, p2));
    dHigh = Math.min(dHigh, Math.max(p1, p2));
  }
  if (!(dLow <= dHigh)) return null;
  const frame = rangeOf(pattern, pattern.frame);
  const bc = rangeOf(pattern, 'CD/BC');
  const b1 = projectD(f, 'CD/BC', bc.min);
  const b2 = projectD(f, 'CD/BC', bc.max);
  let low = dLow;
  let high = dHigh;
  // The frame's projections at both ends of its range (two passes, no array of the ends).
  for (let e = 0; e < 2; e++) {
    const projection = projectD(f, pattern.frame, e === 0 ? frame.min : frame.max);
    const nearest = Math.abs(b1 - projection) <= Math.abs(b2 - projection) ? b1 : b2;
    low = Math.min(low, projection, nearest);
    high = Math.max(high, projection, nearest);
  }
  into.low = low;
  into.high = high;
  return into;
}
