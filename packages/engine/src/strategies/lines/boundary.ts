import type { PivotKind } from '../../pivots';
import type { StrategyContext } from '../context';
import { exceeds } from '../signal-rules';

/** Closed candles after a break during which a move back to the line counts as its retest. */
export const RETEST_BARS = 10;

/** No break found (yet, or within reach). */
const NONE = -1;

/**
 * Whether a close at bar x lies beyond the line y0 + slope·(x − x0): below it when the line holds lows, above it when
 * it holds highs. Boundary.closesBeyond and the trendline book's flat copy of its lines both judge by this.
 */
export function closesBeyondLine(
  x0: number,
  y0: number,
  slope: number,
  holdsLow: boolean,
  close: number,
  x: number,
): boolean {
  const y = y0 + slope * (x - x0);
  return holdsLow ? exceeds(y, close) : exceeds(close, y);
}

/**
 * A straight line price is expected to respect, y(x) = y0 + slope·(x − x0) over global bars: a
 * trendline, a channel's parallel or a horizontal level (slope 0). `holds` is the pivot kind on its
 * right side: lows for a support (price above it), highs for a resistance (price below it).
 *
 * Its break (the first close beyond it from bar `from` on) and its retest are found lazily and
 * remembered: both depend only on candles up to the bar they name, so the answers are the same in a
 * batch scan, an incremental one or a prefix, whichever bar asks first.
 */
export class Boundary {
  readonly x0: number;
  readonly y0: number;
  readonly slope: number;
  readonly holds: PivotKind;
  readonly tolerance: number;
  /** First bar whose close is checked. */
  readonly from: number;
  #broken = NONE;
  /** Last bar checked for the break (from − 1 before any). */
  #scanned: number;
  #retest = NONE;
  #retestScanned = NONE;
  /** Whether a candle after the break has been whole beyond the zone. */
  #left = false;

  /** `heldTo`: the last bar already known to close on the right side (the search starts after it). */
  constructor(
    x0: number,
    y0: number,
    slope: number,
    holds: PivotKind,
    tolerance: number,
    from: number,
    heldTo = from - 1,
  ) {
    this.x0 = x0;
    this.y0 = y0;
    this.slope = slope;
    this.holds = holds;
    this.tolerance = tolerance;
    this.from = from;
    this.#scanned = heldTo;
  }

  valueAt(x: number): number {
    return this.y0 + this.slope * (x - this.x0);
  }

  /** Whether a close at bar x lies beyond the line (below a support, above a resistance). */
  closesBeyond(close: number, x: number): boolean {
    return closesBeyondLine(this.x0, this.y0, this.slope, this.holds === 'low', close, x);
  }

  /** The first bar in [from, upTo] (global) closing beyond the line, or −1 if none did by upTo. */
  brokenAt(context: StrategyContext, upTo: number): number {
    if (this.#broken !== NONE) return this.#broken <= upTo ? this.#broken : NONE;
    const { close, offset } = context;
    for (let x = this.#scanned + 1; x <= upTo; x++) {
      this.#scanned = x;
      if (this.closesBeyond(close[x - offset]!, x)) {
        this.#broken = x;
        return x;
      }
    }
    return NONE;
  }

  /**
   * The retest of a break at `broken`: after price has left the line's zone (a candle whole beyond
   * it, the breaking one included), the first candle within RETEST_BARS of the break whose range
   * reaches back to within the tolerance of the line, if that is at or before upTo; −1 otherwise.
   */
  retestAt(context: StrategyContext, broken: number, upTo: number): number {
    if (this.#retest !== NONE) return this.#retest <= upTo ? this.#retest : NONE;
    const { high, low, offset } = context;
    const last = Math.min(upTo, broken + RETEST_BARS);
    for (let x = Math.max(this.#retestScanned + 1, broken); x <= last; x++) {
      this.#retestScanned = x;
      const y = this.valueAt(x);
      // Broken support: price under it comes back up; broken resistance: price over it comes back down.
      const near =
        this.holds === 'low'
          ? high[x - offset]! >= y - this.tolerance
          : low[x - offset]! <= y + this.tolerance;
      if (!this.#left) this.#left = !near;
      else if (near) {
        this.#retest = x;
        return x;
      }
    }
    return NONE;
  }
}

/**
 * Whether global bar `bar` is one a line signal can fire on for a line known from `formedAt`: the bar of its break,
 * of its forming unbroken (a bounce), or of the retest of its break. The lines' gates ask it once a bar for every
 * line, so their strategies skip the other bars; the answers are the ones the strategies read (memoised by the line).
 */
export function lineEventOn(
  context: StrategyContext,
  line: Boundary,
  formedAt: number,
  bar: number,
): boolean {
  if (formedAt > bar) return false;
  const broken = line.brokenAt(context, bar);
  if (broken === bar || (formedAt === bar && broken < 0)) return true;
  return broken >= formedAt && broken < bar && line.retestAt(context, broken, bar) === bar;
}
