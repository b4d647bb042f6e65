import type { Feature, LimitationKey, MarketSettings, PackSectionName } from '@tradescope/domain';

/** The four pack lists of the settings hub (spec §2): three strategy-pack sections and the asset packs. */
export const PACK_LIST_KINDS = ['periscope', 'dynamic', 'assets', 'alerts'] as const;
export type PackListKind = (typeof PACK_LIST_KINDS)[number];

interface KindEntry {
  /** The settings section of the user's own packs. */
  readonly own: PackSectionName & keyof MarketSettings;
  /** The system (Ata) packs listed read-only after the user's; alerts have none. */
  readonly system?: PackSectionName & keyof MarketSettings;
  /** The user's limitation capping the count (spec §3 User limitations). */
  readonly cap: LimitationKey;
  /** The add permission of spec §6. */
  readonly feature: Feature;
  /** The route name's last part of a pack (spec §2: assets.asset, the others .pack). */
  readonly detail: 'pack' | 'asset';
}

export const PACK_KINDS: Record<PackListKind, KindEntry> = {
  periscope: {
    own: 'UserSimpleStrategyPacks',
    system: 'AtaSimpleStrategyPacks',
    cap: 'simple-strategy-packs',
    feature: 'simpleStrategyPacks.add',
    detail: 'pack',
  },
  dynamic: {
    own: 'UserAdvanceStrategyPacks',
    system: 'AtaAdvanceStrategyPacks',
    cap: 'advance-strategy-packs',
    feature: 'advanceStrategyPacks.add',
    detail: 'pack',
  },
  assets: {
    own: 'UserAssetPacks',
    system: 'AtaAssetPacks',
    cap: 'asset-packs',
    feature: 'assetPacks.add',
    detail: 'asset',
  },
  alerts: { own: 'Alerts', cap: 'alerts', feature: 'alerts.add', detail: 'pack' },
};
