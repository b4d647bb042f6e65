import { PIVOT_LEVELS, type Pivot, type PivotLevels, type PivotOptions, resolveSpans } from './pivot-types';
import { isSwingHigh, isSwingLow, LevelSequence, levelsOf, type PriceAt } from './swing-rules';

const NONE: readonly Pivot[] = [];
const HIGH = 1;
const LOW = 2;

/**
 * Streaming twin of `findPivots`: feed closed candles one at a time and get the pivots each one
 * confirms. After any number of candles, `levels` equals `findPivots` over the same candles.
 * Memory beyond the kept pivots is a ring of 2 x Major span + 1 candles.
 */
export class PivotTracker {
  private readonly sequences: LevelSequence[];
  private readonly window: number;
  private readonly highs: Float64Array;
  private readonly lows: Float64Array;
  /** Per level, which recent bars are pivots of that level: 0, HIGH or LOW. */
  private readonly flags: Uint8Array[];
  private readonly highAt: PriceAt = (j) => this.highs[j % this.window] as number;
  private readonly lowAt: PriceAt = (j) => this.lows[j % this.window] as number;
  private count = 0;
  /** Built once: each level's list is its sequence's own, which only grows. */
  private readonly byLevel: PivotLevels;

  constructor(options?: PivotOptions) {
    const spans = resolveSpans(options);
    this.sequences = PIVOT_LEVELS.map((level, k) => new LevelSequence(level, spans[k] as number));
    this.window = 2 * (spans[spans.length - 1] as number) + 1;
    this.highs = new Float64Array(this.window);
    this.lows = new Float64Array(this.window);
    this.flags = this.sequences.map(() => new Uint8Array(this.window));
    this.byLevel = levelsOf(this.sequences);
  }

  /** Candles added so far. */
  get length(): number {
    return this.count;
  }

  /** Every confirmed pivot so far, per level (the same object after every candle: its lists grow in place). */
  get levels(): PivotLevels {
    return this.byLevel;
  }

  /** Adds the next closed candle; returns the pivots it confirms, finest level first. */
  add(high: number, low: number): readonly Pivot[] {
    this.#found = undefined;
    this.#advance(high, low, true);
    return this.#found ?? NONE;
  }

  /** The pivots `add` is confirming (a list only once there is one). */
  #found: Pivot[] | undefined;

  /**
   * Adds the next closed candle as `add` does; returns the levels it confirmed a pivot on, bit k for PIVOT_LEVELS[k]
   * (the level's newest pivot then): the incremental scan reads no more, and builds no list per candle.
   */
  addForLevels(high: number, low: number): number {
    return this.#advance(high, low, false);
  }

  #advance(high: number, low: number, collect: boolean): number {
    let levels = 0;
    const t = this.count++;
    const slot = t % this.window;
    this.highs[slot] = high;
    this.lows[slot] = low;
    for (const flags of this.flags) flags[slot] = 0;

    for (let k = 0; k < this.sequences.length; k++) {
      const seq = this.sequences[k] as LevelSequence;
      const i = t - seq.span;
      if (i - seq.span < 0) continue;
      // A coarser level only considers bars the finer level already confirmed (its span is smaller).
      const allowed = k === 0 ? HIGH | LOW : (this.flags[k - 1]?.[i % this.window] ?? 0);
      const isHigh = (allowed & HIGH) !== 0 && isSwingHigh(this.highAt, i, seq.span);
      const isLow = (allowed & LOW) !== 0 && isSwingLow(this.lowAt, i, seq.span);
      if (!isHigh && !isLow) continue;
      const pivot = seq.offer(i, isHigh ? this.highAt(i) : null, isLow ? this.lowAt(i) : null);
      if (pivot === null) continue;
      (this.flags[k] as Uint8Array)[i % this.window] = pivot.kind === 'high' ? HIGH : LOW;
      if (collect) {
        this.#found ??= [];
        this.#found.push(pivot);
      }
      levels |= 1 << k;
    }
    return levels;
  }
}
