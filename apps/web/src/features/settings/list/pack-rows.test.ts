import { describe, expect, it } from 'vitest';
import { assetPackOf, settingsWithAssetPacks } from '../../../../test/features/settings/test-packs';
import { ownCountOf, packRowsOf, searchRows, withEnabled, withOrder, withoutPack } from './pack-rows';

const settings = settingsWithAssetPacks({
  Majors: assetPackOf('Majors', ['btc', 'eth'], 1),
  Memes: assetPackOf('Memes', ['doge'], 0),
  Gone: false,
});

describe('the pack list rows', () => {
  it('lists the user’s packs by position, then the system packs read-only, leaving deleted ones out', () => {
    const rows = packRowsOf(settings, 'crypto', 'assets');
    expect(rows.map((row) => [row.key, row.editable])).toEqual([
      ['Memes', true],
      ['Majors', true],
      ['Top 10', false],
    ]);
    expect(ownCountOf(rows)).toBe(2);
  });

  it('searches name and title ignoring case', () => {
    const rows = packRowsOf(settings, 'crypto', 'assets');
    expect(searchRows(rows, ' maj').map((row) => row.key)).toEqual(['Majors']);
    expect(searchRows(rows, '')).toHaveLength(3);
  });

  it('switches a pack off without touching the others', () => {
    const next = withEnabled(settings, 'crypto', 'assets', 'Majors', false);
    expect(next.crypto.UserAssetPacks.Majors).toMatchObject({ enable: false });
    expect(next.crypto.UserAssetPacks.Memes).toMatchObject({ enable: true });
  });

  it('deletes by storing false', () => {
    expect(withoutPack(settings, 'crypto', 'assets', 'Memes').crypto.UserAssetPacks.Memes).toBe(false);
  });

  it('numbers positions in the new order', () => {
    const next = withOrder(settings, 'crypto', 'assets', ['Majors', 'Memes']);
    expect(packRowsOf(next, 'crypto', 'assets').map((row) => row.key)).toEqual(['Majors', 'Memes', 'Top 10']);
  });

  it('capitalises the system packs’ lower-case names, as the pages do', () => {
    const lower = settingsWithAssetPacks({});
    lower.crypto.AtaAssetPacks = { defi: { ...assetPackOf('defi', ['uni']), isEditable: false } };
    expect(packRowsOf(lower, 'crypto', 'assets').map((row) => row.title)).toEqual(['Defi']);
  });

  it('never changes a system pack', () => {
    const next = withEnabled(settings, 'crypto', 'assets', 'Top 10', false);
    expect(next).toBe(settings);
  });
});
