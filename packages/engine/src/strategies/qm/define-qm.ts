import type { Pivot } from '../../pivots';
import { ATR_14, type StrategyContext } from '../context';
import type { ChartData, Detection, DetectorGate, Signal } from '../types';
import { QM_REACH, type Qm, type QmSide } from './qm-rules';
import { QM_RETEST_BARS, qmWalkOf } from './qm-walk';

/** What a QM strategy fires on: the completed pattern, the one with both breaks by a close, the retest. */
export type QmSignal = 'pattern' | 'over-under' | 'retest';

/** Point names in time order: bearish high, low, higher high, lower low; bullish the mirror. */
export const QM_POINTS: Readonly<Record<QmSide, readonly [string, string, string, string]>> = {
  bearish: ['H', 'L', 'HH', 'LL'],
  bullish: ['L', 'H', 'LL', 'HH'],
};

function chartDataOf(context: StrategyContext, qm: Qm): ChartData {
  const dateOf = (p: Pivot) => context.time[p.index - context.offset]!;
  const data: Record<string, { date: number; value: number }> = {};
  qm.points.forEach((p, k) => {
    data[QM_POINTS[qm.side][k]!] = { date: dateOf(p), value: p.price };
  });
  // The zone drawn from the left shoulder, where a trader draws the QM line.
  const shoulder = dateOf(qm.points[0]);
  data.zoneTop = { date: shoulder, value: qm.zone.to };
  data.zoneBottom = { date: shoulder, value: qm.zone.from };
  return data;
}

/**
 * The signal on local bar i. Invalidation: a close beyond the head. Target: the last point (the lower low
 * of a bearish QM). Trigger: on the pattern, the zone's near edge (a close back under it once price has
 * come up to the zone); on a retest, the retest candle's extreme (a close under its low).
 */
function signalOf(context: StrategyContext, i: number, qm: Qm, signal: QmSignal): Signal {
  const bearish = qm.side === 'bearish';
  const trigger =
    signal === 'retest'
      ? bearish
        ? context.low[i]!
        : context.high[i]!
      : bearish
        ? qm.zone.from
        : qm.zone.to;
  const under = qm.points[3];
  return {
    index: i + context.offset,
    price: context.close[i]!,
    zone: qm.zone,
    invalidation: qm.points[2].price,
    trigger,
    target: under.price,
    anchorIndex: qm.points[0].index,
    anchorKind: qm.points[0].kind,
    pivotType: qm.level,
    chartData: chartDataOf(context, qm),
  };
}

/** ATR(14) has its first value on bar 14. */
const FIRST_BAR = 14;

/** The family's gate: a bar that neither completes nor retests a QM fires nothing. */
const QM_GATE: DetectorGate = {
  prepare: (context) => {
    const walk = qmWalkOf(context);
    return (i) => i + context.offset >= FIRST_BAR && walk.at(i + context.offset) !== undefined;
  },
};

/** One QM strategy: a signal kind on one side (bearish sells at the left shoulder, bullish buys). */
export function defineQm(signal: QmSignal, side: QmSide): Detection {
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: QM_REACH + (signal === 'retest' ? QM_RETEST_BARS : 0),
    needs: [ATR_14],
    gate: QM_GATE,
    prepare: (context) => {
      const walk = qmWalkOf(context);
      return (from, to, emit) => {
        for (let i = Math.max(from, FIRST_BAR - context.offset); i <= to; i++) {
          const bar = walk.at(i + context.offset);
          if (bar === undefined) continue;
          const qm =
            signal === 'retest'
              ? bar.retested[side]
              : bar.completed[side].find((q) => signal === 'pattern' || q.overUnder);
          if (qm !== undefined) emit(signalOf(context, i, qm, signal));
        }
      };
    },
  };
}
