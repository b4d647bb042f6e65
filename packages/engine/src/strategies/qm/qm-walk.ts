import type { Pivot } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import { ForwardWalk } from '../forward-walk';
import { perContext } from '../lines/line-memo';
import { exceeds } from '../signal-rules';
import { LEVELS_COARSEST_FIRST } from '../swings';
import { completedFiner, type Qm, type QmSide, qmAt, signOf } from './qm-rules';

/** Closed candles after a QM completes during which price's first return to its zone is a retest. */
export const QM_RETEST_BARS = 30;

/** What one bar says per side: the QMs it completes (coarsest level first) and the QM it retests. */
export interface QmBar {
  readonly completed: Readonly<Record<QmSide, readonly Qm[]>>;
  readonly retested: Readonly<Record<QmSide, Qm | undefined>>;
}

const SIDES = ['bullish', 'bearish'] as const;
const NONE_COMPLETED: QmBar['completed'] = { bullish: [], bearish: [] };
const NONE_RETESTED: QmBar['retested'] = { bullish: undefined, bearish: undefined };

/**
 * QMs as the bars close, shared by the six QM strategies of a context: on each bar the patterns it
 * completes, and among the QMs completed in the last QM_RETEST_BARS bars whose zone price has not
 * reached since, the newest one this bar reaches while its candle closes back outside the zone's far
 * edge (a bearish retest: the high reaches the zone, the close stays below its top). A close beyond the
 * head, or a first return that closes through the zone, ends a QM's wait.
 */
class QmWalk extends ForwardWalk<QmBar> {
  #pending: Qm[] = [];
  readonly #scratch: Pivot[] = [];
  readonly #finer: Pivot[] = [];

  constructor(context: StrategyContext) {
    super(context, QM_RETEST_BARS + 1);
  }

  protected restart(): void {
    this.#pending = [];
  }

  protected step(bar: number): QmBar | undefined {
    const context = this.context;
    const i = bar - context.offset;
    const atr = context.indicator(ATR_14).atr;
    // Built when the bar has something to say (most have not): a candle of 400 states updated in turn allocates nothing.
    let retested: Record<QmSide, Qm | undefined> | undefined;
    // The waiting QMs, newest last: this bar is their first chance or their end. Kept in place.
    const pending = this.#pending;
    let kept = 0;
    for (let k = 0; k < pending.length; k++) {
      const qm = pending[k]!;
      if (bar - qm.completedAt > QM_RETEST_BARS) continue;
      const s = signOf(qm.side);
      const head = qm.points[2].price;
      const close = context.close[i]!;
      if (s === 1 ? exceeds(close, head) : exceeds(head, close)) continue;
      const reached = s === 1 ? context.high[i]! >= qm.zone.from : context.low[i]! <= qm.zone.to;
      if (!reached) {
        pending[kept++] = qm;
        continue;
      }
      const holds = s === 1 ? !exceeds(close, qm.zone.to) : !exceeds(qm.zone.from, close);
      if (holds) {
        retested ??= { bullish: undefined, bearish: undefined };
        retested[qm.side] = qm;
      }
    }
    if (kept !== pending.length) pending.length = kept;
    let completed: Record<QmSide, Qm[]> | undefined;
    for (const side of SIDES) {
      for (const level of LEVELS_COARSEST_FIRST) {
        const position = context.confirmedPivot(level, i);
        if (position < 0) continue;
        const qm = qmAt(context, side, level, position, i, atr[i]!, this.#scratch);
        if (qm === null || completedFiner(context, qm, atr, this.#finer)) continue;
        completed ??= { bullish: [], bearish: [] };
        completed[side].push(qm);
      }
      // The coarsest QM of the bar waits for its retest (finer ones are mostly its inner swings).
      if (completed !== undefined && completed[side].length > 0) pending.push(completed[side][0]!);
    }
    if (completed === undefined && retested === undefined) return undefined;
    return { completed: completed ?? NONE_COMPLETED, retested: retested ?? NONE_RETESTED };
  }
}

/** The context's QM walk (shared by the family's strategies prepared on it). */
export const qmWalkOf = perContext((context: StrategyContext) => new QmWalk(context));
