import type { MatchState } from '@tradescope/domain';
import type { Position, Signal, Zone } from '../strategies';

export type { MatchState };

/** Reward over risk of the derived target: the 2 : 1 a trader asks of a setup at the least. */
const DERIVED_REWARD_RISK = 2;

/** The levels a match is judged by: where the reaction has begun, and where it is expected to take price. */
export interface MatchLevels {
  readonly trigger: number;
  readonly target: number;
}

/**
 * The signal's trigger and target, or the scanner's defaults when it names none (README "Lifecycle"): the trigger is
 * the zone's edge the reaction leaves by (its top for a buy, its bottom for a sell), the target a 2 : 1 measured move
 * from the trigger against the risk down to the invalidation (the zone's height when they coincide).
 */
export function levelsOf(signal: Signal, position: Position): MatchLevels {
  const { zone, invalidation } = signal;
  const side = position === 'sell' ? -1 : 1;
  const trigger = signal.trigger ?? (side === 1 ? zone.to : zone.from);
  if (signal.target !== undefined) return { trigger, target: signal.target };
  if (position === 'neutral') return { trigger, target: trigger };
  const risk = Math.abs(trigger - invalidation) || zone.to - zone.from;
  return { trigger, target: trigger + side * DERIVED_REWARD_RISK * risk };
}

/** Whether one close voids a signal: below its level for a buy, above it for a sell. */
const voids = (position: Position, invalidation: number, close: number): boolean =>
  position === 'buy' ? close < invalidation : position === 'sell' ? close > invalidation : false;

/** Whether one close is beyond the trigger: above it for a buy, below it for a sell (a neutral match never triggers). */
const beyond = (position: Position, trigger: number, close: number): boolean =>
  position === 'buy' ? close > trigger : position === 'sell' ? close < trigger : false;

/**
 * The state after one closed candle (forming -> active -> triggered, any -> invalidated). Price reaches the zone when
 * the candle's range touches it; only a close triggers or voids. `judged` is false on the bars up to the signal
 * candle: the detector accepted the pattern as of its signal candle, so they do not void it.
 */
export function nextState(
  state: MatchState,
  position: Position,
  zone: Zone,
  levels: { readonly trigger: number; readonly invalidation: number },
  candle: { readonly high: number; readonly low: number; readonly close: number },
  judged = true,
): MatchState {
  if (state === 'invalidated' || state === 'expired') return state;
  if (judged && voids(position, levels.invalidation, candle.close)) return 'invalidated';
  if (state === 'triggered') return state;
  if (state === 'forming' && !(candle.low <= zone.to && candle.high >= zone.from)) return state;
  return beyond(position, levels.trigger, candle.close) ? 'triggered' : 'active';
}

/** A live price between closes: a forming match whose zone the price reaches is active (only a close does more). */
export const tickState = (state: MatchState, zone: Zone, price: number): MatchState =>
  state === 'forming' && price >= zone.from && price <= zone.to ? 'active' : state;

/**
 * The state of a signal as of local bar `last`, walking the candles from the bar its pattern was in the zone (a
 * harmonic's D: `Signal.activeFrom`) or its signal candle. O(validity) per signal, only when a match is first listed.
 */
export function stateBetween(
  signal: Signal,
  position: Position,
  trigger: number,
  columns: { readonly high: Float64Array; readonly low: Float64Array; readonly close: Float64Array },
  offset: number,
  last: number,
): MatchState {
  let state: MatchState = 'forming';
  const levels = { trigger, invalidation: signal.invalidation };
  const candle = { high: 0, low: 0, close: 0 };
  const from = Math.max(0, Math.min(signal.activeFrom ?? signal.index, signal.index) - offset);
  for (let j = from; j <= last; j++) {
    candle.high = columns.high[j]!;
    candle.low = columns.low[j]!;
    candle.close = columns.close[j]!;
    state = nextState(state, position, signal.zone, levels, candle, j > signal.index - offset);
    if (state === 'invalidated') break;
  }
  return state;
}
