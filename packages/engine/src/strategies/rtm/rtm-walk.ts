import { ATR_14, type StrategyContext } from '../context';
import { ForwardWalk } from '../forward-walk';
import { perContext } from '../lines/line-memo';
import { exceeds } from '../signal-rules';
import { type RtmZone, ZONE_LOOKBACK, zoneAt } from './rtm-zones';

/** Bars a zone waits for its first return after its leg-out; older ones are forgotten. */
export const RTM_REACH = 100;
/** The first return counts from the second candle after the leg-out: price must have left the zone. */
export const RETURN_GAP = 2;
/** Candles of a compression before the return... */
export const CP_BARS = 4;
/** ...each with a range of at most this many ATR(14) of its bar. */
export const CP_RANGE_ATR = 1;
/** How far back a walk reads: a zone waits RTM_REACH bars, and its engulf check reads as far again. */
export const RTM_HISTORY = 2 * RTM_REACH + ZONE_LOOKBACK + 1;

/** A zone as its first return finds it. */
export interface ZoneReturn {
  readonly zone: RtmZone;
  /** Its leg-out took out the newest intact opposing zone: it closed beyond that zone's far edge. */
  readonly engulf: boolean;
  /** The CP_BARS candles before the return were a compression into it. */
  readonly compression: boolean;
  /** The farthest price reached away from the zone between its leg-out and the return. */
  readonly extreme: number;
}

interface Fresh {
  readonly zone: RtmZone;
  readonly engulf: boolean;
  extreme: number;
}

/**
 * Supply and demand zones as the bars close, shared by the ten RTM strategies of a context. A zone stays
 * fresh until a candle's range first reaches it; that first touch is a return (listed in the bar's
 * events, newest zone last) when it comes RETURN_GAP or more bars after the leg-out and its candle does
 * not close beyond the zone's far edge. A zone stays intact until a close beyond its far edge (engulfed).
 */
class RtmWalk extends ForwardWalk<readonly ZoneReturn[]> {
  #fresh: Fresh[] = [];
  #intact: RtmZone[] = [];

  constructor(context: StrategyContext) {
    super(context, RTM_HISTORY - ZONE_LOOKBACK - 1);
  }

  protected restart(): void {
    this.#fresh = [];
    this.#intact = [];
  }

  /** Whether the CP_BARS candles before local bar i step into the zone: smaller, overlapping, each nearer. */
  #compressed(i: number, zone: RtmZone, atr: Float64Array): boolean {
    const { high, low } = this.context;
    if (i - CP_BARS <= zone.legOut - this.context.offset) return false;
    for (let t = i - CP_BARS; t < i; t++) {
      if (!(high[t]! - low[t]! <= CP_RANGE_ATR * atr[t]!)) return false;
      if (t === i - CP_BARS) continue;
      // Demand is approached from above: each high lower than the last, each range overlapping it.
      const nearer = zone.demand ? exceeds(high[t - 1]!, high[t]!) : exceeds(low[t]!, low[t - 1]!);
      const overlaps = zone.demand ? high[t]! >= low[t - 1]! : low[t]! <= high[t - 1]!;
      if (!nearer || !overlaps) return false;
    }
    return true;
  }

  protected step(bar: number): readonly ZoneReturn[] | undefined {
    const context = this.context;
    const i = bar - context.offset;
    const atr = context.indicator(ATR_14).atr;
    const high = context.high[i]!;
    const low = context.low[i]!;
    const close = context.close[i]!;
    let returns: ZoneReturn[] | undefined;
    const fresh = this.#fresh;
    let waiting = 0;
    for (const f of fresh) {
      const zone = f.zone;
      if (bar - zone.legOut > RTM_REACH) continue;
      const touched = zone.demand ? low <= zone.top : high >= zone.bottom;
      if (!touched) {
        f.extreme = zone.demand ? Math.max(f.extreme, high) : Math.min(f.extreme, low);
        fresh[waiting++] = f;
        continue;
      }
      const holds = zone.demand ? !exceeds(zone.bottom, close) : !exceeds(close, zone.top);
      if (bar - zone.legOut >= RETURN_GAP && holds) {
        returns ??= [];
        returns.push({
          zone,
          engulf: f.engulf,
          compression: this.#compressed(i, zone, atr),
          extreme: f.extreme,
        });
      }
    }
    fresh.length = waiting;
    const formed = zoneAt(context, i, atr);
    // The newest opposing zone still intact before this bar's close, formed before the base began.
    let engulf = false;
    if (formed !== null) {
      for (let k = this.#intact.length - 1; k >= 0; k--) {
        const other = this.#intact[k]!;
        if (other.demand === formed.demand || other.legOut >= formed.baseFrom) continue;
        engulf = formed.demand ? exceeds(close, other.top) : exceeds(other.bottom, close);
        break;
      }
    }
    // Kept in place (no array per bar): a zone leaves when it ages out or a close passes its far edge.
    const intact = this.#intact;
    let kept = 0;
    for (const zone of intact) {
      const engulfed = zone.demand ? exceeds(zone.bottom, close) : exceeds(close, zone.top);
      if (bar - zone.legOut <= RTM_REACH && !engulfed) intact[kept++] = zone;
    }
    intact.length = kept;
    if (formed !== null) {
      this.#fresh.push({ zone: formed, engulf, extreme: formed.demand ? high : low });
      this.#intact.push(formed);
    }
    return returns;
  }
}

/** The context's RTM walk (shared by the family's strategies prepared on it). */
export const rtmWalkOf = perContext((context: StrategyContext) => new RtmWalk(context));
