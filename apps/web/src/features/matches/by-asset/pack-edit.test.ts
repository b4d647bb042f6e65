import { describe, expect, it } from 'vitest';
import { settingsWithPacks } from '../../../../test/features/matches/by-asset/test-fixtures';
import { isEditablePack, removalDeletesPack, withoutStrategy } from './pack-edit';

describe('removing a strategy from a pack (spec §4)', () => {
  it('removes the id from a simple pack and keeps the rest of the document', () => {
    const settings = settingsWithPacks([11, 12, 13]);
    const next = withoutStrategy(settings, 'crypto', 'periscope', 'mine', 12);
    expect(next.crypto.UserSimpleStrategyPacks.mine).toMatchObject({
      strategiesIds: [11, 13],
      title: 'Mine',
    });
    expect(next.crypto.AtaSimpleStrategyPacks).toBe(settings.crypto.AtaSimpleStrategyPacks);
    expect(next.currencies).toBe(settings.currencies);
    expect(settings.crypto.UserSimpleStrategyPacks.mine).toMatchObject({ strategiesIds: [11, 12, 13] });
  });

  it('sets a simple pack to false when its last strategy goes', () => {
    const settings = settingsWithPacks([12]);
    expect(removalDeletesPack(settings, 'crypto', 'periscope', 'mine', 12)).toBe(true);
    expect(
      withoutStrategy(settings, 'crypto', 'periscope', 'mine', 12).crypto.UserSimpleStrategyPacks.mine,
    ).toBe(false);
  });

  it('sets an advanced pack and an alert pack to false', () => {
    const settings = settingsWithPacks();
    expect(
      withoutStrategy(settings, 'crypto', 'dynamic', 'combo', 12).crypto.UserAdvanceStrategyPacks.combo,
    ).toBe(false);
    expect(withoutStrategy(settings, 'crypto', 'alerts', 'watch', 11).crypto.Alerts.watch).toBe(false);
    expect(removalDeletesPack(settings, 'crypto', 'dynamic', 'combo', 12)).toBe(true);
  });

  it('offers edit and remove only on the user’s own packs', () => {
    const settings = settingsWithPacks();
    expect(isEditablePack(settings, 'crypto', 'periscope', 'mine')).toBe(true);
    expect(isEditablePack(settings, 'crypto', 'periscope', 'classic')).toBe(false);
    expect(isEditablePack(settings, 'crypto', 'dynamic', 'combo')).toBe(true);
    expect(isEditablePack(settings, 'crypto', 'alerts', undefined)).toBe(false);
    expect(isEditablePack(undefined, 'crypto', 'periscope', 'mine')).toBe(false);
  });
});
