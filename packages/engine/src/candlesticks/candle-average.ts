import type { CandleSetting } from './candle-settings';
import type { Candles } from './candles';

/**
 * TA-Lib's rolling candle average (TA_CANDLEAVERAGE): a running sum of one setting's range over the
 * `avgPeriod` candles before candle `i - offset`, read while the scan stands on bar `i`.
 *
 * It reproduces the C code's order of floating-point operations: the sum starts from zero at the
 * first scanned bar, then each step adds `range(newest) - range(oldest)` as one difference. A sum
 * kept any other way drifts by an ulp now and then and flips ties against TA-Lib.
 */
export class CandleAverage {
  private total = 0;

  constructor(
    private readonly candles: Candles,
    private readonly setting: CandleSetting,
    private readonly offset: number,
    firstBar: number,
  ) {
    this.restart(firstBar);
  }

  /** Sums the window afresh for a scan starting at `firstBar`, in the constructor's order (the candles changed). */
  restart(firstBar: number): void {
    const end = firstBar - this.offset;
    this.total = this.candles.rangeSum(this.setting.rangeType, end - this.setting.avgPeriod, end);
  }

  /** The threshold for candle `i - offset` while standing on bar `i`. */
  at(i: number): number {
    const { avgPeriod, factor, rangeType } = this.setting;
    const mean = avgPeriod !== 0 ? this.total / avgPeriod : this.rangeOf(i - this.offset);
    return (factor * mean) / (rangeType === 'shadows' ? 2 : 1);
  }

  /** Slides the window one bar forward; call after judging bar `i`. */
  roll(i: number): void {
    const period = this.setting.avgPeriod;
    if (period === 0) return;
    const newest = i - this.offset;
    this.total += this.rangeOf(newest) - this.rangeOf(newest - period);
  }

  private rangeOf(j: number): number {
    const c = this.candles;
    switch (this.setting.rangeType) {
      case 'realBody':
        return c.body(j);
      case 'highLow':
        return c.range(j);
      case 'shadows':
        return c.upperShadow(j) + c.lowerShadow(j);
    }
  }
}
