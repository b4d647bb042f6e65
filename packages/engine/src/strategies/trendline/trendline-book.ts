import type { Pivot, PivotKind, PivotLevel } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { RETEST_BARS } from '../lines/boundary';
import { BarAnswers, BarNumbers, LineMemo, perContext } from '../lines/line-memo';
import { hasKind, PivotRange } from '../lines/pivot-range';
import { LineTrack } from './line-track';
import {
  TRENDLINE_LEVELS,
  TRENDLINE_REACH,
  TRENDLINE_WINDOWS,
  type Trendline,
  trendlineEndingAt,
} from './trendline-rules';

const NO_LINES: readonly Trendline[] = [];

/** A line's events on a bar, as bits: the four signals a trendline strategy reads off a line of its kind. */
export const LINE_EVENT = { break: 1, bounce: 2, retest: 4, 'channel-break': 8 } as const;
const ALL_EVENTS = 15;

/** Bars whose answers are kept: a batch scan asks the last `validity + 1`. */
const ASKED_BARS = 32;

/**
 * The trendlines of one context, each built once from its last touch and shared by every trendline
 * strategy: eight strategies ask about the same few lines on each bar.
 */
export class TrendlineBook {
  readonly #context: StrategyContext;
  readonly #lines = new Map<PivotLevel, LineMemo<Trendline>>(
    TRENDLINE_LEVELS.map((level) => [level, new LineMemo(TRENDLINE_REACH)]),
  );

  constructor(context: StrategyContext) {
    this.#context = context;
  }

  /** Per kind (lows, highs): the eight strategies ask the same bars in turn. */
  readonly #lows = new BarAnswers<readonly Trendline[]>(ASKED_BARS);
  readonly #highs = new BarAnswers<readonly Trendline[]>(ASKED_BARS);

  /**
   * Lines of `kind` known on global bar `bar` whose last touch is within the level's reach plus a
   * retest's bars, coarsest level first, then most touches, then the newest. A caller not reading
   * retests skips those past the reach itself (`withinReach`).
   */
  linesAt(bar: number, kind: PivotKind): readonly Trendline[] {
    return kind === 'low' ? this.#lows.get(bar, this.#findLows) : this.#highs.get(bar, this.#findHighs);
  }

  /**
   * Whether any line known on global bar `bar` breaks, forms, is retested or has its channel broken: the only
   * bars a trendline strategy can fire on.
   */
  eventOn(bar: number): boolean {
    return this.eventsOn(bar, 'low') !== 0 || this.eventsOn(bar, 'high') !== 0;
  }

  /**
   * The events (LINE_EVENT bits) of the lines of `kind` known on global bar `bar`: which lines break, form unbroken, are
   * retested or have their channel broken there. A strategy reads one kind's lines for one of these: its gate.
   */
  eventsOn(bar: number, kind: PivotKind): number {
    const both = this.#events.get(bar, this.#findEvents);
    return kind === 'low' ? both & ALL_EVENTS : both >> 4;
  }

  /** Per bar, both kinds' events (the lows' bits, then the highs' four bits up): the family's gates read both. */
  readonly #events = new BarNumbers(ASKED_BARS);
  readonly #findEvents = (bar: number): number =>
    this.#eventsOf(bar, 'low') | (this.#eventsOf(bar, 'high') << 4);

  #eventsOf(bar: number, kind: PivotKind): number {
    const lines = this.linesAt(bar, kind);
    const last = kind === 'low' ? this.#lastLows : this.#lastHighs;
    let events = 0;
    if (lines !== last.lines) {
      // An older bar's lines (answered before the book moved on): each read.
      for (let k = 0; k < lines.length && events !== ALL_EVENTS; k++)
        events |= this.#lineEventsOn(lines[k]!, bar);
      return events;
    }
    const context = this.#context;
    const close = context.close[bar - context.offset]!;
    for (let j = 0; j < last.tracks.length; j++) {
      const track = last.tracks[j]!;
      for (let k = 0; k < track.lines.length; k++) {
        if (bar > track.quiet[k]! || track.quietOn(k, bar, close)) continue;
        const t = track.lines[k]!;
        const found = this.#lineEventsOn(t, bar);
        if (found !== 0) {
          events |= found;
          if (events === ALL_EVENTS) return events;
          continue;
        }
        const broken = this.#broken;
        // Past its retest bars a broken line has no event left: no break, bounce, retest or channel break.
        if (broken >= 0) track.quiet[k] = broken + RETEST_BARS;
        // Unbroken through the bar, its channel read there (#lineEventsOn): the next bar's close alone can tell.
        else if (t.formedAt < bar)
          track.held(k, bar, t.channel === null || t.channel.line.brokenAt(context, bar) >= 0);
      }
    }
    return events;
  }

  /** The line's break as of the bar `#lineEventsOn` read last (−1: none). */
  #broken = -1;

  /** The line's events on the bar (LINE_EVENT bits); its break as of the bar is left in `#broken`. */
  #lineEventsOn(t: Trendline, bar: number): number {
    const context = this.#context;
    const broken = t.line.brokenAt(context, bar);
    this.#broken = broken;
    if (t.formedAt > bar) return 0;
    if (broken === bar) return LINE_EVENT.break;
    if (broken < 0) {
      const bounce = t.formedAt === bar ? LINE_EVENT.bounce : 0;
      const channelBroken = t.channel !== null && t.channel.line.brokenAt(context, bar) === bar;
      return bounce | (channelBroken ? LINE_EVENT['channel-break'] : 0);
    }
    return broken >= t.formedAt && t.line.retestAt(context, broken, bar) === bar ? LINE_EVENT.retest : 0;
  }

  readonly #findLows = (bar: number): readonly Trendline[] => this.#find(bar, 'low');
  readonly #findHighs = (bar: number): readonly Trendline[] => this.#find(bar, 'high');

  /**
   * Each level's pivots (TRENDLINE_LEVELS order) a bar's lines are read from, the same for both kinds: moved once a
   * bar, by the kind asked first.
   */
  readonly #ranges = TRENDLINE_LEVELS.map(() => new PivotRange());

  /**
   * Per kind, per level the range it was answered on last (bar, first, end side by side), the lines ending in the
   * range's pivots (LineTrack) and sorted, and all of them, as of the bar answered last.
   */
  readonly #lastLows = {
    seen: new Float64Array(3 * TRENDLINE_LEVELS.length).fill(-2),
    tracks: TRENDLINE_LEVELS.map(() => new LineTrack()),
    levels: TRENDLINE_LEVELS.map(() => NO_LINES),
    lines: NO_LINES,
  };
  readonly #lastHighs = {
    seen: new Float64Array(3 * TRENDLINE_LEVELS.length).fill(-2),
    tracks: TRENDLINE_LEVELS.map(() => new LineTrack()),
    levels: TRENDLINE_LEVELS.map(() => NO_LINES),
    lines: NO_LINES,
  };

  #find(bar: number, kind: PivotKind): readonly Trendline[] {
    const context = this.#context;
    const levels = context.pivots();
    const last = kind === 'low' ? this.#lastLows : this.#lastHighs;
    // A level whose pivots of this kind are the ones of the bar before keeps its lines: most bars no pivot comes or
    // leaves, and one that does is of the other kind half the time.
    let changed = false;
    const seen = last.seen;
    for (let j = 0; j < TRENDLINE_LEVELS.length; j++) {
      const level = TRENDLINE_LEVELS[j]!;
      const pivots = levels[level];
      const range = this.#ranges[j]!;
      const track = last.tracks[j]!;
      if (range.bar !== bar) range.moveTo(pivots, bar, bar - TRENDLINE_WINDOWS[level].reach - RETEST_BARS);
      const at = 3 * j;
      const next = bar === seen[at]! + 1;
      const first = seen[at + 1]!;
      const end = seen[at + 2]!;
      seen[at] = bar;
      seen[at + 1] = range.first;
      seen[at + 2] = range.end;
      if (next && first === range.first && end === range.end) continue;
      if (next && !hasKind(pivots, kind, first, range.first) && !hasKind(pivots, kind, end, range.end))
        continue;
      // The bar after the one asked before: the range only moved on, so only its ends change.
      if (next) track.dropBefore(range.first);
      else track.clear();
      this.#append(track, level, pivots, next ? Math.max(end, range.first) : range.first, range.end, kind);
      last.levels[j] = track.sorted();
      changed = true;
    }
    if (changed) last.lines = joined(last.levels);
    return last.lines;
  }

  /** Appends to the track the lines ending at the pivots of `kind` at positions [from, to) of the level's list. */
  #append(
    track: LineTrack,
    level: PivotLevel,
    pivots: readonly Pivot[],
    from: number,
    to: number,
    kind: PivotKind,
  ): void {
    const memo = this.#lines.get(level)!;
    for (let k = from; k < to; k++) {
      const pivot: Pivot = pivots[k]!;
      if (pivot.kind !== kind) continue;
      let line = memo.get(pivot.index);
      if (line === undefined) {
        const atr = this.#context.indicator(ATR_14).atr;
        line = memo.set(pivot.index, trendlineEndingAt(this.#context, atr, level, pivots, k));
      }
      if (line !== null) track.push(k, line);
    }
  }
}

/** The levels' lines in one array, as `flat()` gives them: the builtin costs more than the copy for a few lines. */
function joined(levels: readonly (readonly Trendline[])[]): readonly Trendline[] {
  let count = 0;
  for (let j = 0; j < levels.length; j++) count += levels[j]!.length;
  if (count === 0) return NO_LINES;
  const lines: Trendline[] = [];
  for (let j = 0; j < levels.length; j++) {
    const level = levels[j]!;
    for (let k = 0; k < level.length; k++) lines.push(level[k]!);
  }
  return lines;
}

/** Whether a line's last touch is within its level's reach of `bar` (retests may look RETEST_BARS further). */
export const withinReach = (line: Trendline, bar: number): boolean =>
  line.touches[line.touches.length - 1]!.index >= bar - TRENDLINE_WINDOWS[line.level].reach;

/** The context's trendlines (looked up once, when a detector is prepared). */
export const trendlineBookOf = perContext((context: StrategyContext) => new TrendlineBook(context));
