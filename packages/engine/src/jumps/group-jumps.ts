import { JUMP_IDS } from '../catalog';
import { matchId, seriesTag } from '../scanner';
import type { CandleColumns, SeriesKey } from '../series';
import { findJumps, JUMP_RULES, type Jump, type JumpRules } from './find-jumps';

/** A later jump listed under the first of its group (spec §3 Match.jumps). */
export interface SubJump {
  readonly id: string;
  readonly matchTimestamp: number;
  readonly price: number;
}

/** One jump event: its first jump is the match, the later ones its sub-jumps. */
export interface JumpMatch {
  readonly id: string;
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: number;
  readonly strategyId: number;
  readonly matchTimestamp: number;
  readonly price: number;
  readonly direction: 'up' | 'down';
  /** Percent change of the first jump candle. */
  readonly change: number;
  /** From the close before the first jump to the close of the last one, percent. */
  readonly totalChange: number;
  /** Closed candles since the first jump (0 = the last closed candle). */
  readonly passedCandle: number;
  readonly jumps: readonly SubJump[];
}

const JUMP_STRATEGY_ID = JUMP_IDS['jump.price-jump'];

/**
 * Consecutive jumps, each at most `groupGap` candles after the one before, form one event whatever
 * their directions (a spike and its snap-back are one story). Ids are stable match ids.
 */
export function groupJumps(
  jumps: readonly Jump[],
  key: SeriesKey,
  closes: Float64Array,
  rules: JumpRules = JUMP_RULES,
): JumpMatch[] {
  const tag = seriesTag(key);
  const last = closes.length - 1;
  const groups: Jump[][] = [];
  for (const jump of jumps) {
    const current = groups[groups.length - 1];
    const previous = current?.[current.length - 1];
    if (current && previous && jump.index - previous.index <= rules.groupGap) current.push(jump);
    else groups.push([jump]);
  }
  return groups.map((group) => {
    const first = group[0]!;
    const end = group[group.length - 1]!;
    const before = closes[first.index - 1]!;
    return {
      id: matchId(tag, JUMP_STRATEGY_ID, first.time),
      source: key.source,
      symbol: key.symbol,
      timeframe: key.timeframe,
      strategyId: JUMP_STRATEGY_ID,
      matchTimestamp: first.time,
      price: first.price,
      direction: first.direction,
      change: first.change,
      totalChange: (end.price / before - 1) * 100,
      passedCandle: last - first.index,
      jumps: group.slice(1).map((jump) => ({
        id: matchId(tag, JUMP_STRATEGY_ID, jump.time),
        matchTimestamp: jump.time,
        price: jump.price,
      })),
    };
  });
}

/** The jump events of a series (3-minute candles in the product), oldest first. */
export function detectJumps(
  series: { readonly key: SeriesKey; columns(): CandleColumns },
  rules: JumpRules = JUMP_RULES,
): JumpMatch[] {
  const columns = series.columns();
  return groupJumps(findJumps(columns, rules), series.key, columns.close, rules);
}
