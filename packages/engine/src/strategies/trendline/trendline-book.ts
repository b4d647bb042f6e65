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

  /**
   * Lines of `kind` known on global bar `bar` whose last touch is within the level's reach (plus a
   * retest's bars when `retest`), coarsest level first, then most touches, then the newest.
   */
  linesAt(bar: number, kind: PivotKind, retest: boolean): Trendline[] {
    const found: Trendline[] = [];
    const context = this.#context;
    const levels = context.pivots();
    for (const level of TRENDLINE_LEVELS) {
      const pivots = levels[level];
      const memo = this.#lines.get(level)!;
      const start = found.length;
      const from = bar - TRENDLINE_WINDOWS[level].reach - (retest ? RETEST_BARS : 0);
      for (let k = firstAtOrAfter(pivots, from); k < pivots.length; k++) {
        const pivot: Pivot = pivots[k]!;
        if (pivot.confirmedAt > bar) break;
        if (pivot.kind !== kind) continue;
        const line = memo.get(pivot.index, () =>
          trendlineEndingAt(context, context.indicator(ATR_14).atr, level, pivots, k),
        );
        if (line !== null) found.push(line);
      }
      if (found.length - start > 1) {
        const mine = found.splice(start);
        mine.sort((a, b) => b.touches.length - a.touches.length || b.formedAt - a.formedAt);
        found.push(...mine);
      }
    }
    return found;
  }
}

/** The context's trendlines (looked up once, when a detector is prepared). */
export const trendlineBookOf = perContext((context: StrategyContext) => new TrendlineBook(context));
