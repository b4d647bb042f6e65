import { defaultSettings, type Settings } from '@tradescope/domain';

/** A pack's shared fields as the server stores them (spec §3 Packs). */
export const packFields = (name: string, settingsName: string, position = 0, isEditable = true) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000 + position,
  position,
  isEditable,
  settingsName,
  lock: false,
});

export const assetPackOf = (name: string, assets: string[], position = 0) => ({
  ...packFields(name, 'UserAssetPacks', position),
  assets,
});

export const simplePackOf = (name: string, strategiesIds: number[], position = 0) => ({
  ...packFields(name, 'UserSimpleStrategyPacks', position),
  strategiesIds,
});

/** Default settings with these crypto asset packs of the user's, and one system pack "Top 10". */
export const settingsWithAssetPacks = (
  packs: Record<string, ReturnType<typeof assetPackOf> | false>,
): Settings => {
  const settings = defaultSettings();
  settings.crypto.UserAssetPacks = packs;
  settings.crypto.AtaAssetPacks = {
    'Top 10': { ...packFields('Top 10', 'AtaAssetPacks', 0, false), assets: ['btc', 'eth'] },
  };
  return settings;
};
