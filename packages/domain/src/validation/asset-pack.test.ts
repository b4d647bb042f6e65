import { describe, expect, it } from 'vitest';
import { validateAssetPack } from './asset-pack';

describe('validateAssetPack', () => {
  it('names the asset kind of the market when the pack is empty', () => {
    const expectations = [
      ['crypto', 'market.empty-coin-list'],
      ['currencies', 'market.empty-currency-list'],
      ['commodities', 'market.empty-commodity-list'],
      ['indices', 'market.empty-indice-list'],
      ['stock', 'market.empty-stock-list'],
    ] as const;
    for (const [market, key] of expectations) {
      const result = validateAssetPack({ name: 'Mine', assets: [] }, { market, existingNames: [] });
      expect(result).toEqual({ ok: false, errors: [{ field: 'assets', key }] });
    }
  });

  it('treats "all" as taken, whatever its case or spacing', () => {
    const result = validateAssetPack(
      { name: ' All ', assets: ['btc'] },
      { market: 'crypto', existingNames: [] },
    );
    expect(result).toEqual({ ok: false, errors: [{ field: 'name', key: 'market.name-duplicate' }] });
  });

  it('reports the name and the assets together', () => {
    const result = validateAssetPack({ name: '', assets: [] }, { market: 'stock', existingNames: [] });
    expect(result.ok ? [] : result.errors.map((e) => e.key)).toEqual([
      'market.empty-name',
      'market.empty-stock-list',
    ]);
  });

  it('returns the pack trimmed, without repeated assets, keeping its other fields', () => {
    const pack = { name: ' Majors ', assets: ['btc', 'eth', 'btc'], enable: true };
    expect(validateAssetPack(pack, { market: 'crypto', existingNames: ['Alts'] })).toEqual({
      ok: true,
      value: { name: 'Majors', assets: ['btc', 'eth'], enable: true },
    });
  });
});
