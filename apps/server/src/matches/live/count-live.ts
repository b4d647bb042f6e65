import type { MatchesCount } from '@tradescope/domain';
import { sideOf } from '../query';
import { passes, type Selected } from './select-live';

/** Passing rows of a selected segment per group: the group counts, or a count per row when the price is per row. */
export const passingPerGroup = (sel: Selected): number[] => {
  const { segment } = sel;
  if (sel.rowPrice === undefined)
    return segment.groups.map((group, g) => (sel.ok[sel.base + g] === 1 ? group.count : 0));
  const counts = segment.groups.map(() => 0);
  for (let i = 0; i < segment.rows.length; i++) if (passes(sel, i)) counts[segment.group[i]!]! += 1;
  return counts;
};

/** countMatches' answer (strategy id -> quote -> timeframe) from group counts, in the same key order. */
export const countLive = (selected: readonly Selected[]): MatchesCount => {
  const counts: Record<string, Record<string, Record<string, number>>> = {};
  for (const sel of selected) {
    const perGroup = passingPerGroup(sel);
    const quote = sel.instrument.quote;
    const timeframe = String(sel.segment.timeframe);
    sel.segment.groups.forEach((group, g) => {
      const n = perGroup[g]!;
      if (n === 0) return;
      const strategy = String(group.strategyId);
      const byQuote = counts[strategy] ?? {};
      counts[strategy] = byQuote;
      const byTimeframe = byQuote[quote] ?? {};
      byQuote[quote] = byTimeframe;
      byTimeframe[timeframe] = (byTimeframe[timeframe] ?? 0) + n;
    });
  }
  return counts;
};

/** The gauge's buy, sell and neutral totals from group counts. */
export const sidesLive = (selected: readonly Selected[]) => {
  const totals = { buy: 0, sell: 0, neutral: 0, total: 0 };
  for (const sel of selected) {
    const perGroup = passingPerGroup(sel);
    sel.segment.groups.forEach((group, g) => {
      totals[sideOf(group.type)] += perGroup[g]!;
      totals.total += perGroup[g]!;
    });
  }
  return totals;
};

/** Buy, sell and neutral passing matches per asset id (the assets page's status column), from group counts. */
export const sidesPerAsset = (selected: readonly Selected[]) => {
  const byAsset = new Map<string, { buy: number; sell: number; neutral: number }>();
  for (const sel of selected) {
    const perGroup = passingPerGroup(sel);
    let sides = byAsset.get(sel.instrument.id);
    if (sides === undefined) {
      sides = { buy: 0, sell: 0, neutral: 0 };
      byAsset.set(sel.instrument.id, sides);
    }
    for (let g = 0; g < perGroup.length; g++) sides[sideOf(sel.segment.groups[g]!.type)] += perGroup[g]!;
  }
  return byAsset;
};
