/**
 * Carney's ratio tables (harmonictrader.com pattern pages; ta-reference §5.1) and Oglesbee's Cypher.
 * A ratio is one leg over another, each leg the distance between two named points: `AB/XA` is how far
 * B retraces XA, `CD/BC` how far CD extends BC, `AD/XA` where D lies on XA (beyond X when above 1).
 */
export const RATIO_NAMES = ['AB/XA', 'BC/AB', 'CD/BC', 'AD/XA', 'CD/XC', 'CD/AB'] as const;
export type RatioName = (typeof RATIO_NAMES)[number];

/** A ratio's table range; a point ratio has min = max. */
export interface RatioRange {
  readonly ratio: RatioName;
  readonly min: number;
  readonly max: number;
}

/**
 * Each measured ratio may miss its range by this fraction of the ratio (0.618 accepts 0.587–0.649):
 * swing points are candle extremes, never the exact Fibonacci price.
 */
export const RATIO_TOLERANCE = 0.05;

export interface HarmonicPattern {
  /** In the strategy key: `harmonic.<name>-bullish`. */
  readonly name: string;
  readonly en: string;
  readonly fa: string;
  /** Whether the pattern starts at X (ABCD does not). */
  readonly hasX: boolean;
  readonly ratios: readonly RatioRange[];
  /**
   * The ratio placing D from the pattern's frame (XA, XC, AB, or BC itself for the 5-0 and Three Drives, whose D is
   * measured on BC alone); with CD/BC it bounds the PRZ.
   */
  readonly frame: 'AD/XA' | 'CD/XC' | 'CD/AB' | 'CD/BC';
  /** TradingView's drawing tool for the pattern. */
  readonly shape: string;
  readonly source: string;
}

const range = (ratio: RatioName, min: number, max = min): RatioRange => ({ ratio, min, max });

/** C retraces AB in every XABCD pattern but the Cypher and the Shark. */
const C_RETRACES = range('BC/AB', 0.382, 0.886);

export const HARMONIC_PATTERNS: readonly HarmonicPattern[] = [
  {
    name: 'abcd',
    en: 'AB=CD',
    fa: 'AB=CD',
    hasX: false,
    // CD equals AB, or one of its 1.27 / 1.618 alternates.
    ratios: [C_RETRACES, range('CD/BC', 1.13, 2.618), range('CD/AB', 1, 1.618)],
    frame: 'CD/AB',
    shape: 'abcd_pattern',
    source: 'Carney, Harmonic Trading vol. 1: AB=CD and its 1.27 / 1.618 alternates',
  },
  {
    name: 'gartley',
    en: 'Gartley',
    fa: 'گارتلی',
    hasX: true,
    ratios: [range('AB/XA', 0.618), C_RETRACES, range('CD/BC', 1.272, 1.618), range('AD/XA', 0.786)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/gartley-pattern',
  },
  {
    name: 'bat',
    en: 'Bat',
    fa: 'خفاش',
    hasX: true,
    ratios: [range('AB/XA', 0.382, 0.5), C_RETRACES, range('CD/BC', 1.618, 2.618), range('AD/XA', 0.886)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/bat-pattern',
  },
  {
    name: 'alt-bat',
    en: 'Alternate Bat',
    fa: 'خفاش جایگزین',
    hasX: true,
    // Carney: B at 0.382 or less; 0.236 (the next Fibonacci ratio down) is our floor.
    ratios: [range('AB/XA', 0.236, 0.382), C_RETRACES, range('CD/BC', 2, 3.618), range('AD/XA', 1.13)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/bat-pattern (alternate 1.13 XA)',
  },
  {
    name: 'butterfly',
    en: 'Butterfly',
    fa: 'پروانه',
    hasX: true,
    ratios: [range('AB/XA', 0.786), C_RETRACES, range('CD/BC', 1.618, 2.24), range('AD/XA', 1.272, 1.618)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/butterfly-pattern',
  },
  {
    name: 'crab',
    en: 'Crab',
    fa: 'خرچنگ',
    hasX: true,
    ratios: [range('AB/XA', 0.382, 0.618), C_RETRACES, range('CD/BC', 2.618, 3.618), range('AD/XA', 1.618)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/crab-pattern',
  },
  {
    name: 'deep-crab',
    en: 'Deep Crab',
    fa: 'خرچنگ عمیق',
    hasX: true,
    ratios: [range('AB/XA', 0.886), C_RETRACES, range('CD/BC', 2.24, 3.618), range('AD/XA', 1.618)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/deep-crab-pattern',
  },
  {
    name: 'cypher',
    en: 'Cypher',
    fa: 'سایفر',
    hasX: true,
    // C extends beyond A; D completes at 0.786 of XC (Darren Oglesbee), not of XA.
    ratios: [
      range('AB/XA', 0.382, 0.618),
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: the tables write √2 as 1.414, as traders read it
      range('BC/AB', 1.13, 1.414),
      range('CD/BC', 1.272, 2),
      range('CD/XC', 0.786),
    ],
    frame: 'CD/XC',
    shape: 'cypher_pattern',
    source: 'Darren Oglesbee, Cypher pattern (ta-reference §5.1)',
  },
  {
    name: 'shark',
    en: 'Shark',
    fa: 'کوسه',
    hasX: true,
    // Carney's 0-X-A-B-C named X-A-B-C-D here: C extends AB 1.13–1.618, CD is the 1.618–2.24 impulse
    // of BC, and D completes 0.886–1.13 of XA (Carney's 0X).
    ratios: [range('BC/AB', 1.13, 1.618), range('CD/BC', 1.618, 2.24), range('AD/XA', 0.886, 1.13)],
    frame: 'AD/XA',
    shape: 'xabcd_pattern',
    source: 'harmonictrader.com/harmonic-patterns/shark-pattern',
  },
  {
    name: 'five-o',
    en: '5-0',
    fa: '5-0',
    hasX: true,
    // Carney's 0-X-A-B-C-D named X-A-B-C-D from his X: B extends XA 1.13–1.618 (beyond X), C extends AB 1.618–2.24
    // (beyond A), and D retraces BC by 0.5.
    ratios: [range('AB/XA', 1.13, 1.618), range('BC/AB', 1.618, 2.24), range('CD/BC', 0.5)],
    frame: 'CD/BC',
    shape: 'xabcd_pattern',
    source: 'Carney, Harmonic Trading vol. 2 (5-0: 0.5 BC, AB 1.13–1.618, BC 1.618–2.24); harmonictrader.com',
  },
  {
    name: 'three-drives',
    en: 'Three Drives',
    fa: 'سه حرکت',
    hasX: true,
    // Drive 1 ends at X, A and C are its corrections, B and D drives 2 and 3: each correction 0.618–0.786 of its
    // drive, each drive 1.272–1.618 of the correction before it.
    ratios: [range('AB/XA', 1.272, 1.618), range('BC/AB', 0.618, 0.786), range('CD/BC', 1.272, 1.618)],
    frame: 'CD/BC',
    shape: '3divers_pattern',
    source: 'Carney, Harmonic Trading vol. 1 (Three Drives: 0.618 corrections, 1.272–1.618 drives)',
  },
];

/** The low end of the range a measured ratio must fall in (no object: the detectors ask it on every pivot). */
export const acceptedLow = ({ min }: RatioRange): number => min * (1 - RATIO_TOLERANCE);
/** The high end of that range. */
export const acceptedHigh = ({ max }: RatioRange): number => max * (1 + RATIO_TOLERANCE);

/** The range a measured ratio must fall in: the table's, widened by the tolerance of the ratio. */
export const acceptedRange = (range: RatioRange): { readonly low: number; readonly high: number } => ({
  low: acceptedLow(range),
  high: acceptedHigh(range),
});
