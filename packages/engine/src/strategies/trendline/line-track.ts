import type { Trendline } from './trendline-rules';

const NO_LINES: readonly Trendline[] = [];

/**
 * The lines of one level and kind whose last touch lies in the book's pivot range, in pivot order, with what the book
 * sorts and skips them by kept side by side in plain arrays: moving the range on by a bar drops the lines whose touch
 * left it and appends the new pivot's, instead of looking every pivot of the range up again, and sorting reads these
 * numbers instead of each line's objects (each a cold cache line of its own once 400 states are updated in turn).
 */
export class LineTrack {
  /** Position in the level's pivot list of each line's last touch, ascending. */
  readonly positions: number[] = [];
  readonly lines: Trendline[] = [];
  readonly #touches: number[] = [];
  readonly #formedAt: number[] = [];
  /** The bar after which the line has no event left (+∞ until its break is known): set by the book's gate. */
  readonly quiet: number[] = [];

  clear(): void {
    this.positions.length = 0;
    this.lines.length = 0;
    this.#touches.length = 0;
    this.#formedAt.length = 0;
    this.quiet.length = 0;
  }

  /** Drops the lines whose last touch lies before pivot position `first`. */
  dropBefore(first: number): void {
    let n = 0;
    while (n < this.positions.length && this.positions[n]! < first) n++;
    if (n === 0) return;
    this.positions.splice(0, n);
    this.lines.splice(0, n);
    this.#touches.splice(0, n);
    this.#formedAt.splice(0, n);
    this.quiet.splice(0, n);
  }

  /** Appends the line ending at pivot position `position` (after every position held). */
  push(position: number, line: Trendline): void {
    this.positions.push(position);
    this.lines.push(line);
    this.#touches.push(line.touches.length);
    this.#formedAt.push(line.formedAt);
    this.quiet.push(Number.POSITIVE_INFINITY);
  }

  /** The lines, most touches first, then the newest (formedAt differs between lines of one level). */
  sorted(): readonly Trendline[] {
    const n = this.lines.length;
    if (n === 0) return NO_LINES;
    const touches = this.#touches;
    const formedAt = this.#formedAt;
    const order: number[] = [];
    for (let k = 0; k < n; k++) {
      // Insertion sort: a level holds a few lines.
      let at = order.length;
      while (at > 0) {
        const o = order[at - 1]!;
        if (touches[o]! > touches[k]! || (touches[o] === touches[k] && formedAt[o]! > formedAt[k]!)) break;
        at--;
      }
      order.splice(at, 0, k);
    }
    const sorted: Trendline[] = [];
    for (let k = 0; k < n; k++) sorted.push(this.lines[order[k]!]!);
    return sorted;
  }
}
