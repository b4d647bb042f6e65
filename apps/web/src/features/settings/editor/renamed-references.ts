import type { MarketSettings } from '@tradescope/domain';
import type { PackListKind } from '../pack-kinds';

const renamedIn = (names: readonly string[], from: string, to: string): string[] =>
  names.map((name) => (name === from ? to : name));

/**
 * The pages that had chosen a renamed pack keep it (spec §4: filters are saved per page): the asset-pack filters of
 * assets, periscope and dynamic, and the strategy pack of periscope, radar or dynamic.
 */
export const withRenamedReferences = (
  settings: MarketSettings,
  kind: PackListKind,
  from: string,
  to: string,
): MarketSettings => {
  if (from === to) return settings;
  const { Assets, Periscope, Radar, DynamicPro } = settings;
  if (kind === 'assets')
    return {
      ...settings,
      Assets: { ...Assets, assetPacks: renamedIn(Assets.assetPacks, from, to) },
      Periscope: { ...Periscope, assetPack: renamedIn(Periscope.assetPack, from, to) },
      DynamicPro: {
        ...DynamicPro,
        assetPack: DynamicPro.assetPack === 'all' ? 'all' : renamedIn(DynamicPro.assetPack, from, to),
      },
    };
  if (kind === 'periscope')
    return {
      ...settings,
      Periscope: {
        ...Periscope,
        strategyPack: Periscope.strategyPack === from ? to : Periscope.strategyPack,
      },
      Radar: { ...Radar, strategyPack: Radar.strategyPack === from ? to : Radar.strategyPack },
    };
  if (kind === 'dynamic')
    return {
      ...settings,
      DynamicPro: {
        ...DynamicPro,
        strategyPack: DynamicPro.strategyPack === from ? to : DynamicPro.strategyPack,
      },
    };
  return settings;
};
