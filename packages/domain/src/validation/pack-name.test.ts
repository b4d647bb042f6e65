import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPackName, normalizePackName, validatePackName } from './pack-name';

describe('validatePackName', () => {
  it('requires a name that is not blank', () => {
    expect(validatePackName('   ', { existingNames: [] })).toEqual({
      ok: false,
      errors: [{ field: 'name', key: 'market.empty-name' }],
    });
  });

  it("refuses a name another of the user's packs has, ignoring case and spaces", () => {
    const result = validatePackName('  my majors ', { existingNames: ['My Majors', 'Alts'] });
    expect(result).toEqual({ ok: false, errors: [{ field: 'name', key: 'market.name-duplicate' }] });
  });

  it('refuses control, line-separator and bidi characters but keeps the ZWNJ of Persian words', () => {
    for (const name of [
      '\u202eevil',
      'a\u0000b',
      'tab\there',
      'x\u2067y\u2069',
      'new\nline',
      'a\u2028b',
      'a\u061cb',
    ]) {
      expect(validatePackName(name, { existingNames: [] }), JSON.stringify(name)).toEqual({
        ok: false,
        errors: [{ field: 'name', key: 'market.name-invalid' }],
      });
    }
    expect(validatePackName('می\u200cخواهم', { existingNames: [] }).ok).toBe(true);
  });

  it('lets a pack keep its own name while it is edited', () => {
    expect(validatePackName('Alts', { existingNames: ['My Majors', 'Alts'], currentName: 'Alts' })).toEqual({
      ok: true,
      value: 'Alts',
    });
  });

  it('refuses reserved names and returns the trimmed name otherwise', () => {
    expect(validatePackName(' ALL ', { existingNames: [], reservedNames: ['all'] }).ok).toBe(false);
    expect(validatePackName(' Alts ', { existingNames: [], reservedNames: ['all'] })).toEqual({
      ok: true,
      value: 'Alts',
    });
  });
});

describe('nextPackName', () => {
  it('starts at My Pack 1 and fills the lowest gap', () => {
    expect(nextPackName([])).toBe('My Pack 1');
    expect(nextPackName(['My Pack 1', 'My Pack 3'])).toBe('My Pack 2');
    expect(nextPackName(['my pack 1', ' My Pack 2 ', 'Alts'])).toBe('My Pack 3');
  });

  const packNumbers = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 });
  const otherNames = fc.array(fc.string(), { maxLength: 5 });

  it('never returns a name already taken, and takes the lowest free number', () => {
    fc.assert(
      fc.property(packNumbers, otherNames, (numbers, others) => {
        const existing = [...numbers.map((n) => `My Pack ${n}`), ...others];
        const name = nextPackName(existing);
        expect(existing.map(normalizePackName)).not.toContain(normalizePackName(name));
        const n = Number(name.replace('My Pack ', ''));
        for (let lower = 1; lower < n; lower += 1) expect(numbers).toContain(lower);
        expect(validatePackName(name, { existingNames: existing }).ok).toBe(true);
      }),
    );
  });
});
