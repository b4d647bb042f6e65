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
  const trigger = triggerOf(signal, position);
  return { trigger, target: targetOf(signal, position, trigger) };
}

/** levelsOf's trigger alone (a live signal keeps the two levels as numbers, with no object between). */
export function triggerOf(signal: Signal, position: Position): number {
  const { zone } = signal;
  return signal.trigger ?? (position === 'sell' ? zone.from : zone.to);
}

/** levelsOf's target, from the trigger `triggerOf` gives. */
export function targetOf(signal: Signal, position: Position, trigger: number): number {
  if (signal.target !== undefined) return signal.target;
  if (position === 'neutral') return trigger;
  const side = position === 'sell' ? -1 : 1;
  const { zone } = signal;
  const risk = Math.abs(trigger - signal.invalidation) || zone.to - zone.from;
  return trigger + side * DERIVED_REWARD_RISK * risk;
}

/** A state as a small number (its position in MATCH_STATES), as the scan state keeps its live signals' states. */
export const STATE_CODE: Readonly<Record<MatchState, number>> = {
  forming: 0,
  active: 1,
  triggered: 2,
  invalidated: 3,
  expired: 4,
};
export const STATE_OF_CODE: readonly MatchState[] = [
  'forming',
  'active',
  'triggered',
  'invalidated',
  'expired',
];
const [FORMING, ACTIVE, TRIGGERED, INVALIDATED] = [0, 1, 2, 3] as const;

/** A position as a sign: +1 buy, −1 sell, 0 neutral (never voided, never triggered). */
export const sideOf = (position: Position): number => (position === 'buy' ? 1 : position === 'sell' ? -1 : 0);

/**
 * nextState over plain numbers (state code, side sign, zone edges, levels, the candle): the scan state steps its
 * live signals from typed arrays with it, and nextState is this with names.
 */
export function nextStateCode(
  state: number,
  side: number,
  zoneFrom: number,
  zoneTo: number,
  trigger: number,
  invalidation: number,
  formingInvalidation: number,
  high: number,
  low: number,
  close: number,
  judged: boolean,
): number {
  if (state >= INVALIDATED) return state;
  // A close beyond the invalidation voids (below it for a buy, above it for a sell).
  if (judged && (side > 0 ? close < invalidation : side < 0 && close > invalidation)) return INVALIDATED;
  if (state === TRIGGERED) return state;
  if (state === FORMING) {
    // The pattern's own point (a harmonic's C) passed before the zone: it is broken, on the candle's extreme (NaN: no
    // such level). Checked before the zone: a candle that does both may have passed it first, and a live price that
    // passed it has already voided the match (tickState), which a later close must not revive.
    if (judged && (side > 0 ? high > formingInvalidation : side < 0 && low < formingInvalidation)) {
      return INVALIDATED;
    }
    if (!(low <= zoneTo && high >= zoneFrom)) return state;
  }
  // A close beyond the trigger (above it for a buy, below it for a sell) triggers.
  return (side > 0 ? close > trigger : side < 0 && close < trigger) ? TRIGGERED : ACTIVE;
}

/**
 * The state after one closed candle (forming -> active -> triggered, any -> invalidated). Price reaches the zone when
 * the candle's range touches it; only a close triggers or voids. `judged` is false on the bars up to the signal
 * candle: the detector accepted the pattern as of its signal candle, so they do not void it.
 */
export function nextState(
  state: MatchState,
  position: Position,
  zone: Zone,
  levels: {
    readonly trigger: number;
    readonly invalidation: number;
    readonly formingInvalidation?: number | undefined;
  },
  candle: { readonly high: number; readonly low: number; readonly close: number },
  judged = true,
): MatchState {
  const code = nextStateCode(
    STATE_CODE[state],
    sideOf(position),
    zone.from,
    zone.to,
    levels.trigger,
    levels.invalidation,
    levels.formingInvalidation ?? Number.NaN,
    candle.high,
    candle.low,
    candle.close,
    judged,
  );
  return STATE_OF_CODE[code]!;
}

/**
 * A live price between closes: a forming match whose zone the price reaches is active, and one whose price went beyond
 * its forming invalidation (`side` +1 buy: above it, −1 sell: below it) is invalidated, as the candle's extreme will
 * void it at the close. Only a close does more.
 */
export function tickState(
  state: MatchState,
  zone: Zone,
  price: number,
  side = 0,
  formingInvalidation = Number.NaN,
): MatchState {
  if (state !== 'forming') return state;
  if (side > 0 ? price > formingInvalidation : side < 0 && price < formingInvalidation) return 'invalidated';
  return price >= zone.from && price <= zone.to ? 'active' : state;
}

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
  let state: number = FORMING;
  const side = sideOf(position);
  const { from: zoneFrom, to: zoneTo } = signal.zone;
  const { invalidation } = signal;
  const formingInvalidation = signal.formingInvalidation ?? Number.NaN;
  const from = Math.max(0, Math.min(signal.activeFrom ?? signal.index, signal.index) - offset);
  const { high, low, close } = columns;
  for (let j = from; j <= last; j++) {
    state = nextStateCode(
      state,
      side,
      zoneFrom,
      zoneTo,
      trigger,
      invalidation,
      formingInvalidation,
      high[j]!,
      low[j]!,
      close[j]!,
      j > signal.index - offset,
    );
    if (state === INVALIDATED) break;
  }
  return STATE_OF_CODE[state]!;
}
