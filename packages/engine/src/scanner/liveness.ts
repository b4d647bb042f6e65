import { type PivotLevels, pivotTypeAt } from '../pivots';
import type { SeriesKey } from '../series';
import type { Signal, Strategy } from '../strategies';
import { distanceToZone } from './distance';
import { matchId } from './match-id';
import { type MatchState, stateBetween, targetOf, triggerOf } from './match-state';
import type { ScanMatch } from './types';

/**
 * A signal still listed: bound to its strategy and its id, with its lifecycle state as of the last candle.
 * Its id string is built when first read (a match listed, or a removed / changed id read).
 */
export class LiveSignal {
  readonly #tag: string;
  #id: string | undefined;
  readonly strategy: Strategy;
  readonly signal: Signal;
  /** Open time of the signal candle. */
  readonly matchDate: number;
  readonly trigger: number;
  readonly target: number;
  /** Advanced in place by each closed candle (scan-state), so an update allocates nothing. */
  state: MatchState;

  constructor(
    strategy: Strategy,
    signal: Signal,
    tag: string,
    matchDate: number,
    trigger: number,
    target: number,
    state: MatchState,
  ) {
    this.#tag = tag;
    this.#id = undefined;
    this.strategy = strategy;
    this.signal = signal;
    this.matchDate = matchDate;
    this.trigger = trigger;
    this.target = target;
    this.state = state;
  }

  /** The match id, built on first read. */
  get id(): string {
    this.#id ??= matchId(this.#tag, this.strategy.id, this.matchDate);
    return this.#id;
  }
}

/** A live signal whose state is walked over the candles of `columns` up to local bar `last`. */
export function liveSignal(
  strategy: Strategy,
  signal: Signal,
  tag: string,
  matchDate: number,
  columns: Parameters<typeof stateBetween>[3],
  offset: number,
  last: number,
): LiveSignal {
  const trigger = triggerOf(signal, strategy.position);
  const target = targetOf(signal, strategy.position, trigger);
  const state = stateBetween(signal, strategy.position, trigger, columns, offset, last);
  return new LiveSignal(strategy, signal, tag, matchDate, trigger, target, state);
}

/** The match as of global bar `last` with the given close and the pivots confirmed by then. */
export function toMatch(
  live: LiveSignal,
  key: SeriesKey,
  last: number,
  price: number,
  levels: () => PivotLevels,
): ScanMatch {
  const { signal, strategy } = live;
  return {
    id: live.id,
    source: key.source,
    symbol: key.symbol,
    timeframe: key.timeframe,
    strategyId: strategy.id,
    type: strategy.position,
    matchDate: live.matchDate,
    price: signal.price,
    passedCandle: last - signal.index,
    distance: distanceToZone(price, signal.zone),
    zone: signal.zone,
    pivotType:
      signal.pivotType ?? pivotTypeAt(levels(), signal.anchorIndex, { kind: signal.anchorKind, asOf: last }),
    chartData: signal.chartData,
    invalidation: signal.invalidation,
    formingInvalidation: signal.formingInvalidation,
    trigger: live.trigger,
    target: live.target,
    state: live.state,
    validity: strategy.validity,
    currentPrice: price,
  };
}
