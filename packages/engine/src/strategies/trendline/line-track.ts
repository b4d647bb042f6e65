import { type Boundary, closesBeyondLine } from '../lines/boundary';
import type { Trendline } from './trendline-rules';

const NO_LINES: readonly Trendline[] = [];

/**
 * Per line, what the book's gate reads on a quiet bar, side by side (STRIDE numbers): the bar through which the line
 * (and its channel, while that stands) is known unbroken (NaN: not yet), the bar it formed, the line's x0, y0, slope
 * and side (1: it holds lows), then its channel's (side NaN: no channel left to break).
 */
const STRIDE = 10;
const HELD = 0;
const FORMED = 1;
const LINE = 2;
const CHANNEL = 6;

/** Whether a close at bar x lies beyond the line stored at `at`. */
function beyond(gate: readonly number[], at: number, close: number, x: number): boolean {
  return closesBeyondLine(gate[at]!, gate[at + 1]!, gate[at + 2]!, gate[at + 3] === 1, close, x);
}

/** Writes a line's x0, y0, slope and side at `at` (side NaN for none). */
function store(gate: number[], at: number, line: Boundary | null): void {
  gate[at] = line?.x0 ?? Number.NaN;
  gate[at + 1] = line?.y0 ?? Number.NaN;
  gate[at + 2] = line?.slope ?? Number.NaN;
  gate[at + 3] = line === null ? Number.NaN : line.holds === 'low' ? 1 : 0;
}

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
  /**
   * What the gate reads of each line (STRIDE numbers per line): on a bar after the one it was last known unbroken,
   * one close against these numbers tells a quiet line, where the line's objects were each a cold cache line once 400
   * states are updated in turn.
   */
  readonly #gate: number[] = [];

  clear(): void {
    this.positions.length = 0;
    this.lines.length = 0;
    this.#touches.length = 0;
    this.#formedAt.length = 0;
    this.quiet.length = 0;
    this.#gate.length = 0;
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
    this.#gate.splice(0, n * STRIDE);
  }

  /** Appends the line ending at pivot position `position` (after every position held). */
  push(position: number, line: Trendline): void {
    this.positions.push(position);
    this.lines.push(line);
    this.#touches.push(line.touches.length);
    this.#formedAt.push(line.formedAt);
    this.quiet.push(Number.POSITIVE_INFINITY);
    const at = this.#gate.length;
    this.#gate.push(Number.NaN, line.formedAt);
    store(this.#gate, at + LINE, line.line);
    store(this.#gate, at + CHANNEL, line.channel?.line ?? null);
  }

  /**
   * Whether line k has no event on global bar `bar` by its close alone (`close`: that bar's): known unbroken through
   * the bar before and formed before it, neither it nor its standing channel closes beyond on the bar. Then it is known
   * unbroken through `bar` too. False says nothing: the caller reads the line.
   */
  quietOn(k: number, bar: number, close: number): boolean {
    const gate = this.#gate;
    const at = k * STRIDE;
    if (bar !== gate[at + HELD]! + 1 || !(gate[at + FORMED]! < bar)) return false;
    if (beyond(gate, at + LINE, close, bar)) return false;
    if (!Number.isNaN(gate[at + CHANNEL + 3]!) && beyond(gate, at + CHANNEL, close, bar)) return false;
    gate[at + HELD] = bar;
    return true;
  }

  /**
   * Line k, formed before global bar `bar`, is known unbroken through it (its break read −1 there), and its channel
   * broke on or before it (`channelBroken`, or it has none): from the next bar `quietOn` can tell it.
   */
  held(k: number, bar: number, channelBroken: boolean): void {
    const at = k * STRIDE;
    this.#gate[at + HELD] = bar;
    if (channelBroken) this.#gate[at + CHANNEL + 3] = Number.NaN;
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
