import type { AccessRule, MatchesCount, Strategy, StrategyVisibility, Tier } from '@tradescope/domain';
import type { RadarPosition } from './radar-filters';

export type ShownVisibility = Exclude<StrategyVisibility, { status: 'hidden' }>;

/** A strategy of the radar's list: its matches under the current filters, or a lock. */
export interface StrategyRow {
  readonly strategy: Strategy;
  readonly visibility: ShownVisibility;
  /** Undefined until (or when) the counts do not arrive: spec §8 ignores a failed counts load. */
  readonly count: number | undefined;
}

export interface StrategyGroup {
  readonly group: string;
  readonly rows: readonly StrategyRow[];
  /** Matches of the group's open strategies. */
  readonly count: number;
}

/** All matches of one strategy, over every quote and timeframe of the counts (spec §3 nesting). */
export const countOf = (counts: MatchesCount, strategyId: number): number =>
  Object.values(counts[String(strategyId)] ?? {}).reduce(
    (sum, byTimeframe) => sum + Object.values(byTimeframe).reduce((inner, count) => inner + count, 0),
    0,
  );

const isShown = (visibility: StrategyVisibility): visibility is ShownVisibility =>
  visibility.status !== 'hidden';

/** Open strategies first, most matches first; locked ones after, in catalog order. */
const byInterest = (a: StrategyRow, b: StrategyRow): number => {
  const locked = Number(a.visibility.status === 'locked') - Number(b.visibility.status === 'locked');
  return locked !== 0 ? locked : (b.count ?? 0) - (a.count ?? 0);
};

/**
 * The radar's strategy list (spec §2, §6): the catalog's strategies the user sees or sees locked (hidden ones,
 * the jump strategy and groupless ones left out), on the chosen side only, grouped by family in catalog order.
 */
export const strategyGroupsOf = (
  catalog: readonly Strategy[],
  visibilityOf: (strategy: Strategy) => StrategyVisibility,
  counts: MatchesCount | undefined,
  position: RadarPosition | null,
): StrategyGroup[] => {
  const groups = new Map<string, StrategyRow[]>();
  for (const strategy of catalog) {
    if (position !== null && strategy.position !== position) continue;
    const visibility = visibilityOf(strategy);
    if (!isShown(visibility) || strategy.group === null) continue;
    const count =
      visibility.status === 'visible' && counts !== undefined ? countOf(counts, strategy.id) : undefined;
    groups.set(strategy.group, [...(groups.get(strategy.group) ?? []), { strategy, visibility, count }]);
  }
  return [...groups].map(([group, rows]) => ({
    group,
    rows: [...rows].sort(byInterest),
    count: rows.reduce((sum, row) => sum + (row.count ?? 0), 0),
  }));
};

const LADDER = ['ict', 'pro', 'hero'] as const;

/**
 * The upgrade modal's rule for a locked strategy: its minimum plan and the rungs above it (pro opens with pro or
 * hero), XMoon on its own line, as the domain's visibility reads a minCap.
 */
export const upgradeRuleOf = (minCap: Tier): AccessRule => {
  if (minCap === 'xmoon') return ['xmoon'];
  const rung = (LADDER as readonly string[]).indexOf(minCap);
  const [first, ...rest] = LADDER.slice(Math.max(0, rung));
  return [first!, ...rest];
};
