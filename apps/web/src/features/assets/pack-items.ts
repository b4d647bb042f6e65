import type { AssetPack, MarketSettings } from '@tradescope/domain';
import type { SelectItem } from '../../ui/select';
import type { PackBases } from './filter-assets';

/** The coin-pack filter's packs: system (Ata) packs first, then the user's own, each in list order; off ones left out. */
const packsOf = (settings: MarketSettings): AssetPack[] =>
  [settings.AtaAssetPacks, settings.UserAssetPacks].flatMap((section) =>
    Object.values(section)
      .filter((pack): pack is AssetPack => pack !== false && pack.enable)
      .sort((a, b) => a.position - b.position),
  );

export const packItemsOf = (settings: MarketSettings | undefined): SelectItem[] =>
  settings === undefined
    ? []
    : packsOf(settings).map((pack) => ({
        value: pack.name,
        label: pack.title || pack.name,
        lock: pack.lock,
      }));

export const packBasesOf = (settings: MarketSettings | undefined): PackBases =>
  new Map(settings === undefined ? [] : packsOf(settings).map((pack) => [pack.name, pack.assets]));
