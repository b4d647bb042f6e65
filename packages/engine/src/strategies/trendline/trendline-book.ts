import type { Pivot, PivotKind, PivotLevel } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { RETEST_BARS } from '../lines/boundary';
import { BarAnswers, LineMemo, perContext } from '../lines/line-memo';
import { PivotRange } from '../lines/pivot-range';
import {
  TRENDLINE_LEVELS,
  TRENDLINE_REACH,
  TRENDLINE_WINDOWS,
  type Trendline,
  trendlineEndingAt,
} from './trendline-rules';

const NO_LINES: readonly Trendline[] = [];

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

  readonly #findLows = (bar: number): readonly Trendline[] => this.#find(bar, 'low');
  readonly #findHighs = (bar: number): readonly Trendline[] => this.#find(bar, 'high');

  /** Per kind, each level's pivots (TRENDLINE_LEVELS order) and the lines of the bar answered last. */
  readonly #lastLows = { ranges: TRENDLINE_LEVELS.map(() => new PivotRange()), lines: NO_LINES };
  readonly #lastHighs = { ranges: TRENDLINE_LEVELS.map(() => new PivotRange()), lines: NO_LINES };

  #find(bar: number, kind: PivotKind): readonly Trendline[] {
    const context = this.#context;
    const levels = context.pivots();
    const last = kind === 'low' ? this.#lastLows : this.#lastHighs;
    // No pivot came or left since the bar before: its lines stand.
    let same = true;
    for (let j = 0; j < TRENDLINE_LEVELS.length; j++) {
      const level = TRENDLINE_LEVELS[j]!;
      const lower = bar - TRENDLINE_WINDOWS[level].reach - RETEST_BARS;
      if (!last.ranges[j]!.moveTo(levels[level], bar, lower)) same = false;
    }
    if (same) return last.lines;
    const found: Trendline[] = [];
    for (let j = 0; j < TRENDLINE_LEVELS.length; j++) {
      const level = TRENDLINE_LEVELS[j]!;
      const pivots = levels[level];
      const memo = this.#lines.get(level)!;
      const start = found.length;
      const range = last.ranges[j]!;
      for (let k = range.first; k < range.end; k++) {
        const pivot: Pivot = pivots[k]!;
        if (pivot.kind !== kind) continue;
        let line = memo.get(pivot.index);
        if (line === undefined) {
          const atr = context.indicator(ATR_14).atr;
          line = memo.set(pivot.index, trendlineEndingAt(context, atr, level, pivots, k));
        }
        if (line !== null) found.push(line);
      }
      if (found.length - start > 1) {
        const mine = found.splice(start);
        mine.sort((a, b) => b.touches.length - a.touches.length || b.formedAt - a.formedAt);
        found.push(...mine);
      }
    }
    last.lines = found;
    return found;
  }
}

/** Whether a line's last touch is within its level's reach of `bar` (retests may look RETEST_BARS further). */
export const withinReach = (line: Trendline, bar: number): boolean =>
  line.touches[line.touches.length - 1]!.index >= bar - TRENDLINE_WINDOWS[line.level].reach;

/** The context's trendlines (looked up once, when a detector is prepared). */
export const trendlineBookOf = perContext((context: StrategyContext) => new TrendlineBook(context));
