import { describe, expect, it } from 'vitest';
import { itemsChange, itemsText } from './pack-items';

const entry = (
  section: 'AtaAssetPacks' | 'AtaSimpleStrategyPacks' | 'AtaAdvanceStrategyPacks',
  pack: object,
) => ({
  market: 'crypto' as const,
  section,
  name: 'top',
  pack: pack as Record<string, unknown>,
});

describe('system pack items in the editor', () => {
  it('shows assets and strategy ids comma separated, advanced entries as JSON', () => {
    expect(itemsText(entry('AtaAssetPacks', { assets: ['btc', 'eth'] }))).toBe('btc, eth');
    expect(itemsText(entry('AtaSimpleStrategyPacks', { strategiesIds: [3, 7] }))).toBe('3, 7');
    expect(JSON.parse(itemsText(entry('AtaAdvanceStrategyPacks', { items: [{ strategyId: 3 }] })))).toEqual([
      { strategyId: 3 },
    ]);
  });

  it('reads them back, lower-casing assets and skipping blanks', () => {
    expect(itemsChange('AtaAssetPacks', 'BTC, eth,, sol ')).toEqual({ assets: ['btc', 'eth', 'sol'] });
    expect(itemsChange('AtaSimpleStrategyPacks', '3 7,9')).toEqual({ strategiesIds: [3, 7, 9] });
    expect(itemsChange('AtaAdvanceStrategyPacks', '[{"strategyId":3}]')).toEqual({
      items: [{ strategyId: 3 }],
    });
  });

  it('answers undefined for advanced entries that are not a JSON list', () => {
    expect(itemsChange('AtaAdvanceStrategyPacks', '{oops')).toBeUndefined();
    expect(itemsChange('AtaAdvanceStrategyPacks', '{}')).toBeUndefined();
  });
});
