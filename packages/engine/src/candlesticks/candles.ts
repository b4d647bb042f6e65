import type { RangeType } from './candle-settings';

/**
 * Read-only view over OHLC columns with TA-Lib's candle primitives (ta_func/ta_utility.h).
 * Each primitive keeps TA-Lib's exact arithmetic so comparisons agree with the C library to the bit.
 * Prices are finite numbers; a NaN candle never fires but may differ from C in which rule rejects it.
 */
export class Candles {
  readonly length: number;

  constructor(
    private readonly o: ArrayLike<number>,
    private readonly h: ArrayLike<number>,
    private readonly l: ArrayLike<number>,
    private readonly c: ArrayLike<number>,
  ) {
    if (h.length !== o.length || l.length !== o.length || c.length !== o.length) {
      throw new RangeError('open, high, low and close must have the same length');
    }
    this.length = o.length;
  }

  /** Whether this view reads these very columns. */
  reads(
    open: ArrayLike<number>,
    high: ArrayLike<number>,
    low: ArrayLike<number>,
    close: ArrayLike<number>,
  ): boolean {
    return this.o === open && this.h === high && this.l === low && this.c === close;
  }

  open(i: number): number {
    return this.o[i] as number;
  }

  high(i: number): number {
    return this.h[i] as number;
  }

  low(i: number): number {
    return this.l[i] as number;
  }

  close(i: number): number {
    return this.c[i] as number;
  }

  /** TA_REALBODY */
  body(i: number): number {
    return Math.abs(this.close(i) - this.open(i));
  }

  /** TA_UPPERSHADOW */
  upperShadow(i: number): number {
    return this.high(i) - this.bodyTop(i);
  }

  /** TA_LOWERSHADOW */
  lowerShadow(i: number): number {
    return this.bodyBottom(i) - this.low(i);
  }

  /** TA_HIGHLOWRANGE */
  range(i: number): number {
    return this.high(i) - this.low(i);
  }

  /**
   * The sum of one range type over candles [from, end), added in order from zero as TA-Lib's averages add it. One call
   * per sum: a range returned from a call not inlined is a boxed number, and a rolling average's start summed ten.
   */
  rangeSum(rangeType: RangeType, from: number, end: number): number {
    let total = 0;
    for (let j = from; j < end; j++)
      total +=
        rangeType === 'realBody'
          ? this.body(j)
          : rangeType === 'highLow'
            ? this.range(j)
            : this.upperShadow(j) + this.lowerShadow(j);
    return total;
  }

  /** TA_CANDLECOLOR: a candle that closes at its open counts as white. */
  color(i: number): 1 | -1 {
    return this.close(i) >= this.open(i) ? 1 : -1;
  }

  bodyTop(i: number): number {
    return Math.max(this.open(i), this.close(i));
  }

  bodyBottom(i: number): number {
    return Math.min(this.open(i), this.close(i));
  }

  /** TA_REALBODYGAPUP(later, earlier) */
  bodyGapUp(later: number, earlier: number): boolean {
    return this.bodyBottom(later) > this.bodyTop(earlier);
  }

  /** TA_REALBODYGAPDOWN(later, earlier) */
  bodyGapDown(later: number, earlier: number): boolean {
    return this.bodyTop(later) < this.bodyBottom(earlier);
  }

  /** TA_CANDLEGAPUP(later, earlier): the whole range gaps, not only the body. */
  gapUp(later: number, earlier: number): boolean {
    return this.low(later) > this.high(earlier);
  }

  /** TA_CANDLEGAPDOWN(later, earlier) */
  gapDown(later: number, earlier: number): boolean {
    return this.high(later) < this.low(earlier);
  }
}
