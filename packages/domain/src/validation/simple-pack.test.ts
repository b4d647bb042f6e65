import { describe, expect, it } from 'vitest';
import { validateSimplePack } from './simple-pack';

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('validateSimplePack', () => {
  it('needs at least one strategy', () => {
    expect(validateSimplePack({ name: 'Mine', strategiesIds: [] }, { existingNames: [] })).toEqual({
      ok: false,
      errors: [{ field: 'strategiesIds', key: 'market.empty-strategy' }],
    });
  });

  it('accepts 1 and 15 strategies (spec §5 cap)', () => {
    expect(validateSimplePack({ name: 'A', strategiesIds: ids(1) }, { existingNames: [] }).ok).toBe(true);
    expect(validateSimplePack({ name: 'A', strategiesIds: ids(15) }, { existingNames: [] }).ok).toBe(true);
  });

  it('refuses a sixteenth strategy and says how many fit', () => {
    expect(validateSimplePack({ name: 'A', strategiesIds: ids(16) }, { existingNames: [] })).toEqual({
      ok: false,
      errors: [{ field: 'strategiesIds', key: 'market.max-strategies', params: { max: 15 } }],
    });
  });

  it('counts a strategy listed twice once', () => {
    const result = validateSimplePack(
      { name: 'A', strategiesIds: [...ids(15), 3, 7] },
      { existingNames: [] },
    );
    expect(result).toEqual({ ok: true, value: { name: 'A', strategiesIds: ids(15) } });
  });

  it('checks the name like every pack', () => {
    const result = validateSimplePack(
      { name: 'classic', strategiesIds: [1] },
      { existingNames: ['Classic'] },
    );
    expect(result.ok ? [] : result.errors).toEqual([{ field: 'name', key: 'market.name-duplicate' }]);
  });
});
