import { defaultSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { withRenamedReferences } from './renamed-references';

describe('renaming a pack', () => {
  it('keeps the asset-pack filters that had chosen it', () => {
    const settings = defaultSettings().crypto;
    settings.Periscope.assetPack = ['Old', 'Other'];
    settings.Assets.assetPacks = ['Old'];
    const next = withRenamedReferences(settings, 'assets', 'Old', 'New');
    expect(next.Periscope.assetPack).toEqual(['New', 'Other']);
    expect(next.Assets.assetPacks).toEqual(['New']);
    expect(next.DynamicPro.assetPack).toBe('all');
  });

  it('keeps the strategy pack of the pages that show it', () => {
    const settings = defaultSettings().crypto;
    settings.Periscope.strategyPack = 'Old';
    settings.DynamicPro.strategyPack = 'Old';
    const next = withRenamedReferences(settings, 'periscope', 'Old', 'New');
    expect(next.Periscope.strategyPack).toBe('New');
    expect(next.DynamicPro.strategyPack).toBe('Old');
    expect(withRenamedReferences(settings, 'dynamic', 'Old', 'New').DynamicPro.strategyPack).toBe('New');
  });
});
