import { unixSeconds } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { assetPackOf, settingsWithAssetPacks } from '../../../../test/features/settings/test-packs';
import { otherNamesOf, ownPackOf, withSavedPack } from './saved-pack';

const NOW = unixSeconds(1_800_000_000);
const settings = settingsWithAssetPacks({
  Majors: { ...assetPackOf('Majors', ['btc'], 3), enable: false },
  Gone: false,
});

describe('saving a pack', () => {
  it('adds a new pack switched on, dated now and placed last', () => {
    const next = withSavedPack(
      settings,
      'crypto',
      'assets',
      undefined,
      { name: ' Memes ', assets: ['doge'] },
      NOW,
    );
    expect(next.crypto.UserAssetPacks.Memes).toEqual({
      name: 'Memes',
      title: 'Memes',
      enable: true,
      createDate: NOW,
      position: 4,
      isEditable: true,
      settingsName: 'UserAssetPacks',
      lock: false,
      assets: ['doge'],
    });
  });

  it('keeps an edited pack’s switch, date and place, and moves it to its new name', () => {
    const next = withSavedPack(
      settings,
      'crypto',
      'assets',
      'Majors',
      { name: 'Big', assets: ['btc', 'eth'] },
      NOW,
    );
    expect(next.crypto.UserAssetPacks.Majors).toBeUndefined();
    expect(next.crypto.UserAssetPacks.Big).toMatchObject({
      enable: false,
      position: 3,
      createDate: 1_790_000_003,
      assets: ['btc', 'eth'],
    });
  });

  it('finds only the user’s live editable packs', () => {
    expect(ownPackOf(settings, 'crypto', 'assets', 'Majors')).toBeDefined();
    expect(ownPackOf(settings, 'crypto', 'assets', 'Gone')).toBeUndefined();
    expect(ownPackOf(settings, 'crypto', 'assets', 'Top 10')).toBeUndefined();
    expect(ownPackOf(settings, 'crypto', 'assets', 'toString')).toBeUndefined();
  });

  it('names the other packs a new name must differ from', () => {
    expect(otherNamesOf(settings, 'crypto', 'assets')).toEqual(['Majors']);
    expect(otherNamesOf(settings, 'crypto', 'assets', 'Majors')).toEqual([]);
  });
});
