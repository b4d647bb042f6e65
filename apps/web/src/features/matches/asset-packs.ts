import type { AssetPack, MarketSettings } from '@tradescope/domain';
import type { SelectItem } from '../../ui/select';

/** The asset-pack filter's packs: the user's own, then the system (Ata) ones, each in list order; off ones left out. */
const assetPacksOf = (settings: MarketSettings): AssetPack[] =>
  [settings.UserAssetPacks, settings.AtaAssetPacks].flatMap((section) =>
    Object.values(section)
      .filter((pack): pack is AssetPack => pack !== false && pack.enable)
      .sort((a, b) => a.position - b.position),
  );

export const assetPackItemsOf = (settings: MarketSettings | undefined): SelectItem[] =>
  settings === undefined
    ? []
    : assetPacksOf(settings).map((pack) => ({
        value: pack.name,
        label: pack.title || pack.name,
        lock: pack.lock,
      }));

export const assetPackBasesOf = (settings: MarketSettings | undefined): Map<string, readonly string[]> =>
  new Map(settings === undefined ? [] : assetPacksOf(settings).map((pack) => [pack.name, pack.assets]));
