import {
  type AccessRule,
  type AdvancedStrategyPack,
  type AlertPack,
  ANY_PAID_TIER,
  DEFAULTS,
  type MarketSettings,
  type PackRecord,
  simpleStrategyPackRule,
} from '@tradescope/domain';
import type { MatchesPageKind } from '../../lib/endpoints/matches';

/** A pack the page's drawer lists: simple (periscope), advanced (dynamic) or an alert pack. */
export interface PagePack {
  readonly name: string;
  readonly title: string;
  readonly enable: boolean;
  /** A system pack the plan does not open: picking it opens the upgrade modal. */
  readonly lock: boolean;
  /** The user's own pack (editable in settings) rather than a system (Ata) one. */
  readonly own: boolean;
  /** The pack's strategies in pack order (an advanced or alert pack: its entries' strategies). */
  readonly strategyIds: readonly number[];
}

interface PackLike {
  readonly name: string;
  readonly title: string;
  readonly enable: boolean;
  readonly lock: boolean;
  readonly position: number;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const listOf = <P extends PackLike>(
  record: PackRecord<P>,
  own: boolean,
  idsOf: (pack: P) => readonly number[],
): PagePack[] =>
  Object.values(record)
    .filter((pack): pack is P => pack !== false)
    .sort((a, b) => a.position - b.position)
    .map((pack) => ({
      name: pack.name,
      // System packs are named in lower case ("classic"); the user's own keep the title they typed.
      title: own ? pack.title || pack.name : capitalised(pack.title || pack.name),
      enable: pack.enable,
      lock: pack.lock,
      own,
      strategyIds: [...new Set(idsOf(pack))],
    }));

const entryIds = (pack: { items: readonly { strategyId: number }[] }) =>
  pack.items.map((item) => item.strategyId);

/**
 * The packs of a page's type (spec §2): the user's own first, then the system ones. Periscope and dynamic list the
 * packs that are switched on; the alerts page lists every alert pack with its on/off state (the server applies the
 * ones that are on).
 */
export const packsOfKind = (kind: MatchesPageKind, settings: MarketSettings | undefined): PagePack[] => {
  if (settings === undefined) return [];
  if (kind === 'alerts') return listOf<AlertPack>(settings.Alerts, true, entryIds);
  const packs =
    kind === 'periscope'
      ? [
          ...listOf(settings.UserSimpleStrategyPacks, true, (pack) => pack.strategiesIds),
          ...listOf(settings.AtaSimpleStrategyPacks, false, (pack) => pack.strategiesIds),
        ]
      : [
          ...listOf<AdvancedStrategyPack>(settings.UserAdvanceStrategyPacks, true, entryIds),
          ...listOf<AdvancedStrategyPack>(settings.AtaAdvanceStrategyPacks, false, entryIds),
        ];
  return packs.filter((pack) => pack.enable);
};

/**
 * The pack the page shows: the chosen one while it exists and is open; otherwise the fallback (spec §9: "classic"
 * on periscope, the first advanced pack on dynamic), else the first open pack. Undefined when none is open.
 */
export const resolvePack = (
  kind: MatchesPageKind,
  packs: readonly PagePack[],
  wanted: string | null,
): PagePack | undefined => {
  if (kind === 'alerts') return undefined;
  const open = packs.filter((pack) => !pack.lock);
  const chosen = open.find((pack) => pack.name === wanted);
  if (chosen) return chosen;
  return (kind === 'periscope' && open.find((pack) => pack.name === DEFAULTS.strategyPack)) || open[0];
};

/** What the upgrade modal offers for a locked pack (spec §6: classic free, xmoon for xmoon, the others paid). */
export const packRuleOf = (kind: MatchesPageKind, pack: PagePack): AccessRule =>
  kind === 'periscope' ? simpleStrategyPackRule(pack.name) : ANY_PAID_TIER;
