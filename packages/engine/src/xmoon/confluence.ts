import { STRATEGY_ID_RANGES, XMOON_IDS } from '../catalog/ids';
import type { StrategyGroup } from '../catalog/types';
import { distanceToZone } from '../scanner/distance';
import { matchId, seriesTag } from '../scanner/match-id';
import { tickState } from '../scanner/match-state';
import type { ScanMatch } from '../scanner/types';
import type { SeriesKey } from '../series';
import type { Zone } from '../strategies';
import { type Contributor, encodeContributors } from './contributors';
import {
  LEVEL_FAMILIES,
  XMOON_HTF_WINDOW,
  XMOON_MAX_CONTRIBUTORS,
  XMOON_MIN_FAMILIES,
  XMOON_WINDOW,
} from './rule';

/** Families whose matches take part: XMoon never confirms itself, and jumps have no side. */
const EXCLUDED: ReadonlySet<StrategyGroup> = new Set(['xmoon', 'jump']);

const GROUPS = Object.entries(STRATEGY_ID_RANGES) as [StrategyGroup, { from: number; to: number }][];

/** Families by strategy id, as found: XMoon asks for every live match of an asset on every scan. */
const FAMILY_BY_ID = new Map<number, StrategyGroup | undefined>();

/** A strategy's family from the id ledger's blocks (ids are never moved between blocks). */
export const familyOf = (strategyId: number): StrategyGroup | undefined => {
  if (FAMILY_BY_ID.has(strategyId)) return FAMILY_BY_ID.get(strategyId);
  const family = GROUPS.find(([, range]) => strategyId >= range.from && strategyId <= range.to)?.[0];
  FAMILY_BY_ID.set(strategyId, family);
  return family;
};

/** A match's family when it can take part in a confluence (a side, a family other than XMoon and jumps, a zone). */
const contributingFamily = (match: ScanMatch): StrategyGroup | undefined => {
  if (match.type === 'neutral' || !(match.zone.from <= match.zone.to)) return undefined;
  const family = familyOf(match.strategyId);
  return family === undefined || EXCLUDED.has(family) ? undefined : family;
};

/**
 * Whether a live match can confirm a lower timeframe's XMoon, as one of `xmoonMatches`' `higher`. The others are never
 * read there, so a caller that keeps an asset's matches by timeframe can pass only these (a few in a hundred: most
 * matches are older than XMOON_HTF_WINDOW candles) and gets the same answer.
 */
export const confirmsLower = (match: ScanMatch): boolean =>
  match.passedCandle <= XMOON_HTF_WINDOW && contributingFamily(match) !== undefined;

/** One bit per family (the ledger's blocks, fewer than 32), so a set's families are counted without a Set. */
const FAMILY_BIT = new Map(GROUPS.map(([group], k) => [group, 1 << k]));

type Side = 'buy' | 'sell';

interface Candidate {
  readonly match: ScanMatch;
  readonly family: StrategyGroup;
  readonly higher: boolean;
  /** Open time of the scanned timeframe's candle on whose close the contributor became known. */
  readonly knownAt: number;
  /** The family's bit (FAMILY_BIT) and whether it is a level family. */
  readonly bit: number;
  readonly level: boolean;
}

const STRATEGY = {
  buy: { same: XMOON_IDS['xmoon.confluence-bullish'], higher: XMOON_IDS['xmoon.htf-confluence-bullish'] },
  sell: { same: XMOON_IDS['xmoon.confluence-bearish'], higher: XMOON_IDS['xmoon.htf-confluence-bearish'] },
} as const;

/**
 * The XMoon matches of one series, from the live matches of its asset: `own` are the scanned series' live matches
 * (as of its last closed candle), `higher` the live matches of the same asset on higher timeframes. For each side,
 * the largest set of same-side matches whose zones share a price (most families, then most timeframes, then most
 * matches) that holds a match of this timeframe and matches of at least two families, one a level family: its zone is
 * their intersection. A side fires only with more families than the other side's best set (both sides agreeing is
 * disagreement), so a series has at most one XMoon match. Pure: no IO, no clock; nothing later than the series' last
 * close is read.
 */
export function xmoonMatches(
  key: SeriesKey,
  own: readonly ScanMatch[],
  higher: readonly ScanMatch[],
): ScanMatch[] {
  const anchor = own.find((match) => match.timeframe === key.timeframe);
  if (anchor === undefined) return [];
  const step = key.timeframe * 60;
  const lastOpen = anchor.matchDate + anchor.passedCandle * step;
  // Same-side candidates in the order the rule reads them: this series' matches, then the higher timeframes'.
  const sides: Record<Side, Candidate[]> = { buy: [], sell: [] };
  const add = (match: ScanMatch, isHigher: boolean, knownAt: number) => {
    const family = contributingFamily(match);
    if (family === undefined || match.type === 'neutral') return;
    const bit = FAMILY_BIT.get(family)!;
    sides[match.type].push({
      match,
      family,
      higher: isHigher,
      knownAt,
      bit,
      level: LEVEL_FAMILIES.has(family),
    });
  };
  for (const match of own)
    if (match.timeframe === key.timeframe && match.passedCandle <= XMOON_WINDOW)
      add(match, false, match.matchDate);
  // A set needs a match of this timeframe: without a recent one on either side (most scans), none can form.
  const ownBuy = sides.buy.length;
  const ownSell = sides.sell.length;
  if (ownBuy === 0 && ownSell === 0) return [];
  for (const match of higher) {
    const closesAt = match.matchDate + match.timeframe * 60;
    if (
      match.timeframe > key.timeframe &&
      match.passedCandle <= XMOON_HTF_WINDOW &&
      closesAt <= lastOpen + step
    )
      add(match, true, closesAt - step);
  }
  const buy = ownBuy === 0 ? undefined : bestSet(newestPerStrategy(sides.buy));
  const sell = ownSell === 0 ? undefined : bestSet(newestPerStrategy(sides.sell));
  // Families agreeing on the other side as well is disagreement: only a side with more families than the other fires.
  const families = (set: readonly Candidate[] | undefined) =>
    set === undefined ? 0 : new Set(set.map((c) => c.family)).size;
  if (buy !== undefined && families(buy) > families(sell))
    return [toXmoon(key, 'buy', buy, lastOpen, anchor.currentPrice)];
  if (sell !== undefined && families(sell) > families(buy))
    return [toXmoon(key, 'sell', sell, lastOpen, anchor.currentPrice)];
  return [];
}

/** One contributor per strategy and timeframe (its newest match), newest first. */
function newestPerStrategy(candidates: readonly Candidate[]): Candidate[] {
  const byKey = new Map<number, Candidate>();
  for (const c of candidates) {
    // Timeframes are minutes, at most a month's 43,200.
    const k = c.match.strategyId * 100_000 + c.match.timeframe;
    const seen = byKey.get(k);
    if (seen === undefined || c.match.matchDate > seen.match.matchDate) byKey.set(k, c);
  }
  return [...byKey.values()].sort((a, b) => b.knownAt - a.knownAt || a.match.strategyId - b.match.strategyId);
}

/**
 * The first contributor (oldest first) by whose time the contributors known qualify: this timeframe among them, two
 * families or more, one of them a level family. Those known by a time are a prefix (ties included), grown in one pass.
 */
function firstQualifying(oldestFirst: readonly Candidate[]): Candidate {
  let known = 0;
  let families = 0;
  let sameTimeframe = false;
  let level = false;
  for (const c of oldestFirst) {
    for (; known < oldestFirst.length && oldestFirst[known]!.knownAt <= c.knownAt; known++) {
      const o = oldestFirst[known]!;
      families |= o.bit;
      if (!o.higher) sameTimeframe = true;
      if (o.level) level = true;
    }
    if (sameTimeframe && level && bitCount(families) >= XMOON_MIN_FAMILIES) return c;
  }
  // The whole set qualifies (bestSet chose it), so the last contributor at the latest.
  return oldestFirst[oldestFirst.length - 1]!;
}

/** Positions in the candidates of the set at one price (bestSet's scratch: one scan runs at a time per thread). */
const picked = new Int32Array(XMOON_MAX_CONTRIBUTORS);

const SAME_TIMEFRAME = 1;
const LEVEL = 2;
/** bestSet's flat copies of its candidates (one scan runs at a time per thread), grown as needed. */
let scratch = {
  from: new Float64Array(64),
  to: new Float64Array(64),
  bits: new Int32Array(64),
  flags: new Uint8Array(64),
};
const scratchFor = (n: number) => {
  if (scratch.from.length < n) {
    const size = 2 ** Math.ceil(Math.log2(n));
    scratch = {
      from: new Float64Array(size),
      to: new Float64Array(size),
      bits: new Int32Array(size),
      flags: new Uint8Array(size),
    };
  }
  return scratch;
};

const bitCount = (bits: number): number => {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
};

/**
 * Sets of intervals sharing a price are found at some interval's lower edge (the intersection starts at the highest
 * lower edge), so trying each lower edge finds the best set; newest first, so ties keep the most recent. Each set is
 * the first XMOON_MAX_CONTRIBUTORS candidates holding the price, judged in place (this timeframe among them, a level family, then most families, most timeframes, most matches): only the
 * best is built.
 */
function bestSet(candidates: readonly Candidate[]): Candidate[] | undefined {
  let best: Candidate[] | undefined;
  let bestFamilies = 0;
  let bestTimeframes = 0;
  let bestSize = 0;
  const timeframes: number[] = [];
  // The pairs are read n^2 times: zones and flags once into flat arrays (a match's fields, read through its zone, cost
  // far more than an array's in a loop over an asset's matches of many shapes).
  const n = candidates.length;
  const { from, to, bits, flags } = scratchFor(n);
  for (let j = 0; j < n; j++) {
    const c = candidates[j]!;
    from[j] = c.match.zone.from;
    to[j] = c.match.zone.to;
    bits[j] = c.bit;
    flags[j] = (c.higher ? 0 : SAME_TIMEFRAME) | (c.level ? LEVEL : 0);
  }
  for (let i = 0; i < n; i++) {
    const price = from[i]!;
    let size = 0;
    let families = 0;
    let either = 0;
    for (let j = 0; j < n && size < XMOON_MAX_CONTRIBUTORS; j++) {
      if (!(from[j]! <= price && price <= to[j]!)) continue;
      picked[size++] = j;
      families |= bits[j]!;
      either |= flags[j]!;
    }
    const sameTimeframe = (either & SAME_TIMEFRAME) !== 0;
    const level = (either & LEVEL) !== 0;
    const familyCount = bitCount(families);
    if (!(sameTimeframe && level && familyCount >= XMOON_MIN_FAMILIES)) continue;
    timeframes.length = 0;
    for (let k = 0; k < size; k++) {
      const timeframe = candidates[picked[k]!]!.match.timeframe;
      if (!timeframes.includes(timeframe)) timeframes.push(timeframe);
    }
    const better =
      best === undefined ||
      familyCount > bestFamilies ||
      (familyCount === bestFamilies &&
        (timeframes.length > bestTimeframes || (timeframes.length === bestTimeframes && size > bestSize)));
    if (!better) continue;
    best = Array.from(picked.subarray(0, size), (j) => candidates[j]!);
    bestFamilies = familyCount;
    bestTimeframes = timeframes.length;
    bestSize = size;
  }
  return best;
}

const intersection = (set: readonly Candidate[]): Zone => ({
  from: Math.max(...set.map((c) => c.match.zone.from)),
  to: Math.min(...set.map((c) => c.match.zone.to)),
});

/**
 * A buy is void below the tightest contributor invalidation at or under the zone (a sell mirrored): there the
 * confluence has failed; contributors whose level sits inside the zone are left out, as they fail first.
 */
function invalidationOf(side: Side, set: readonly Candidate[], zone: Zone): number {
  const levels = set.map((c) => c.match.invalidation);
  if (side === 'buy') {
    const under = levels.filter((level) => level <= zone.from);
    return under.length > 0 ? Math.max(...under) : Math.min(...levels);
  }
  const over = levels.filter((level) => level >= zone.to);
  return over.length > 0 ? Math.min(...over) : Math.max(...levels);
}

function toXmoon(
  key: SeriesKey,
  side: Side,
  set: readonly Candidate[],
  lastOpen: number,
  currentPrice: number,
): ScanMatch {
  // Dated on the candle from which the contributors known so far qualified: later joiners add strength without
  // renaming the match (its id holds the date), and nothing is dated before the evidence for it.
  const oldestFirst = [...set].sort((a, b) => a.knownAt - b.knownAt);
  const latest = firstQualifying(oldestFirst);
  const strategyId = STRATEGY[side][set.some((c) => c.higher) ? 'higher' : 'same'];
  const zone = intersection(set);
  const contributors: Contributor[] = set.map(({ match }) => ({
    strategyId: match.strategyId,
    timeframe: match.timeframe,
    date: match.matchDate,
    price: match.price,
  }));
  return {
    id: matchId(seriesTag(key), strategyId, latest.knownAt),
    source: key.source,
    symbol: key.symbol,
    timeframe: key.timeframe,
    strategyId,
    type: side,
    matchDate: latest.knownAt,
    price: latest.match.price,
    passedCandle: Math.round((lastOpen - latest.knownAt) / (key.timeframe * 60)),
    distance: distanceToZone(currentPrice, zone),
    zone,
    pivotType: 'no pivot',
    chartData: encodeContributors(contributors),
    invalidation: invalidationOf(side, set, zone),
    // A close beyond the zone's far edge in the traded direction; the target is the farthest contributor's. The state
    // is judged on the live price only (XMoon is recomputed every scan, so no candle walk): forming until price is in
    // the zone, then active.
    trigger: side === 'buy' ? zone.to : zone.from,
    target:
      side === 'buy'
        ? Math.max(...set.map((c) => c.match.target))
        : Math.min(...set.map((c) => c.match.target)),
    state: tickState('forming', zone, currentPrice),
    validity: XMOON_WINDOW,
    currentPrice,
  };
}
