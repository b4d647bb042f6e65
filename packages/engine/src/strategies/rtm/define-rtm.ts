import { ATR_14, type StrategyContext } from '../context';
import { extremeBar } from '../signal-rules';
import type { ChartData, Detection, DetectorGate, Signal } from '../types';
import { RTM_HISTORY, rtmWalkOf, type ZoneReturn } from './rtm-walk';
import type { Base } from './rtm-zones';

/** What an RTM strategy fires on: the first return to a fresh zone of one base, or of a kind of zone. */
export type RtmSignal = Base | 'flag-limit' | 'compression' | 'engulf';
export type RtmSide = 'bullish' | 'bearish';

/** Whether a first return is one this strategy fires on. */
function picks(signal: RtmSignal, side: RtmSide, r: ZoneReturn): boolean {
  if (r.zone.demand !== (side === 'bullish')) return false;
  switch (signal) {
    case 'flag-limit':
      return r.zone.flagLimit;
    case 'compression':
      return r.compression;
    case 'engulf':
      return r.engulf;
    default:
      return r.zone.base === signal;
  }
}

function chartDataOf(context: StrategyContext, zone: ZoneReturn['zone']): ChartData {
  const at = (bar: number) => context.time[bar - context.offset]!;
  const legIn = zone.legIn - context.offset;
  return {
    legIn: { date: at(zone.legIn), value: context.open[legIn]! },
    base: { date: at(zone.baseFrom), value: context.close[legIn]! },
    legOut: { date: at(zone.legOut), value: context.close[zone.legOut - context.offset]! },
    // The zone drawn from its base, as a trader draws it.
    zoneTop: { date: at(zone.baseFrom), value: zone.top },
    zoneBottom: { date: at(zone.baseFrom), value: zone.bottom },
  };
}

/**
 * The signal on the return candle (local bar i). Invalidation: a close beyond the zone's far edge. Trigger:
 * a close beyond the return candle (above its high for a buy). Target: the farthest price reached away from
 * the zone before the return.
 */
function signalOf(context: StrategyContext, i: number, r: ZoneReturn): Signal {
  const { zone } = r;
  const offset = context.offset;
  const kind = zone.demand ? 'low' : 'high';
  return {
    index: i + offset,
    price: context.close[i]!,
    zone: { from: zone.bottom, to: zone.top },
    invalidation: zone.demand ? zone.bottom : zone.top,
    trigger: zone.demand ? context.high[i]! : context.low[i]!,
    target: r.extreme,
    anchorIndex: extremeBar(context, kind, zone.baseFrom - offset, zone.baseTo - offset) + offset,
    anchorKind: kind,
    chartData: chartDataOf(context, zone),
  };
}

/** The first bar a zone can return on: ATR(14) has its first value on bar 14, and a zone needs three candles after it. */
const FIRST_BAR = 17;

/** The family's gate: a bar on which no fresh zone sees its first return fires nothing. */
const RETURN_GATE: DetectorGate = {
  prepare: (context) => {
    const walk = rtmWalkOf(context);
    return (i) => i + context.offset >= FIRST_BAR && walk.at(i + context.offset) !== undefined;
  },
};

/** One RTM strategy: the newest zone of its kind whose first return comes on the bar. */
export function defineRtm(signal: RtmSignal, side: RtmSide): Detection {
  return {
    position: side === 'bullish' ? 'buy' : 'sell',
    lookback: FIRST_BAR,
    history: RTM_HISTORY,
    needs: [ATR_14],
    gate: RETURN_GATE,
    prepare: (context) => {
      const walk = rtmWalkOf(context);
      return (from, to, emit) => {
        for (let i = Math.max(from, FIRST_BAR - context.offset); i <= to; i++) {
          const returns = walk.at(i + context.offset);
          if (returns === undefined) continue;
          for (let k = returns.length - 1; k >= 0; k--) {
            if (!picks(signal, side, returns[k]!)) continue;
            emit(signalOf(context, i, returns[k]!));
            break;
          }
        }
      };
    },
  };
}
