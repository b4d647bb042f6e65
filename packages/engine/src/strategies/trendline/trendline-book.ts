import type { Pivot, PivotKind, PivotLevel } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { RETEST_BARS } from '../lines/boundary';
import { firstAtOrAfter } from '../lines/first-at-or-after';
import { LineMemo, perContext } from '../lines/line-memo';
import {
  TRENDLINE_LEVELS,
  TRENDLINE_REACH,
  TRENDLINE_WINDOWS,
  type Trendline,
  trendlineEndingAt,
} from './trendline-rules';

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

  /** The last answer per kind (0 lows, 1 highs): the eight strategies ask the same bar in turn. */
  readonly #asked = [
    { bar: -1, lines: [] as Trendline[] },
    { bar: -1, lines: [] as Trendline[] },
  ];

  /**
   * Lines of `kind` known on global bar `bar` whose last touch is within the level's reach plus a
   * retest's bars, coarsest level first, then most touches, then the newest. A caller not reading
   * retests skips those past the reach itself (`withinReach`).
   */
  linesAt(bar: number, kind: PivotKind): readonly Trendline[] {
    const asked = this.#asked[kind === 'low' ? 0 : 1]!;
    if (asked.bar === bar) return asked.lines;
    const found: Trendline[] = [];
    const context = this.#context;
    const levels = context.pivots();
    for (const level of TRENDLINE_LEVELS) {
      const pivots = levels[level];
      const memo = this.#lines.get(level)!;
      const start = found.length;
      for (
        let k = firstAtOrAfter(pivots, bar - TRENDLINE_WINDOWS[level].reach - RETEST_BARS);
        k < pivots.length;
        k++
      ) {
        const pivot: Pivot = pivots[k]!;
        if (pivot.confirmedAt > bar) break;
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
    asked.bar = bar;
    asked.lines = found;
    return found;
  }
}

/** Whether a line's last touch is within its level's reach of `bar` (retests may look RETEST_BARS further). */
export const withinReach = (line: Trendline, bar: number): boolean =>
  line.touches[line.touches.length - 1]!.index >= bar - TRENDLINE_WINDOWS[line.level].reach;

/** The context's trendlines (looked up once, when a detector is prepared). */
export const trendlineBookOf = perContext((context: StrategyContext) => new TrendlineBook(context));
