import { describe, expect, it } from 'vitest';
import { type AlertPackInput, validateAlertPack } from './alert-pack';

const complete: AlertPackInput = {
  name: 'Breakouts',
  sources: ['binance-spot'],
  bases: ['btc', 'eth'],
  quotes: ['usdt'],
  items: [12],
  sendTypes: ['email'],
};

describe('validateAlertPack', () => {
  it('accepts a complete alert and trims its name', () => {
    expect(validateAlertPack({ ...complete, name: ' Breakouts ' }, { existingNames: [] })).toEqual({
      ok: true,
      value: complete,
    });
  });

  it('lists every empty step with its own key, in the editor order', () => {
    const empty = { name: '', sources: [], bases: [], quotes: [], items: [], sendTypes: [] };
    const result = validateAlertPack(empty, { existingNames: [] });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'name', key: 'market.empty-name' },
      { field: 'sources', key: 'market.alerts-tab.empty-sources' },
      { field: 'bases', key: 'market.alerts-tab.empty-assets' },
      { field: 'quotes', key: 'market.alerts-tab.empty-pairs' },
      { field: 'items', key: 'market.alerts-tab.empty-strategies' },
      { field: 'sendTypes', key: 'market.alerts-tab.empty-send-types' },
    ]);
  });

  it('accepts "all" or asset packs as the assets, but not an empty pack map', () => {
    expect(validateAlertPack({ ...complete, bases: 'all' }, { existingNames: [] }).ok).toBe(true);
    expect(validateAlertPack({ ...complete, bases: { Majors: true } }, { existingNames: [] }).ok).toBe(true);
    expect(validateAlertPack({ ...complete, bases: {} }, { existingNames: [] })).toEqual({
      ok: false,
      errors: [{ field: 'bases', key: 'market.alerts-tab.empty-assets' }],
    });
  });

  it('refuses a name another alert has', () => {
    const result = validateAlertPack(complete, { existingNames: ['breakouts'] });
    expect(result.ok ? [] : result.errors).toEqual([{ field: 'name', key: 'market.name-duplicate' }]);
  });
});
