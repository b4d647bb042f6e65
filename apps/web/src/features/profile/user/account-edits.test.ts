import { describe, expect, it } from 'vitest';
import { editOf } from './account-edits';

const user = { displayName: 'Sara', nationalCode: '' };

describe('account edits (spec §5)', () => {
  it('renames with the stored national code, trimmed', () => {
    expect(editOf(user, 'displayName', '  Sara K ')).toEqual({
      ok: true,
      body: { displayName: 'Sara K', nationalCode: '' },
    });
  });

  it('refuses an empty name', () => {
    expect(editOf(user, 'displayName', '   ')).toEqual({ ok: false, key: 'profile.profile-tab.name-empty' });
  });

  it('takes a national code that passes the checksum, with the stored name, Persian digits read as Latin', () => {
    expect(editOf(user, 'nationalCode', '۰۰۷۶۲۲۹۶۴۵')).toEqual({
      ok: true,
      body: { displayName: 'Sara', nationalCode: '0076229645' },
    });
  });

  it('refuses a wrong checksum, a run of one digit, a short code and an empty one', () => {
    for (const draft of ['0076229646', '1111111111', '1234567', ''])
      expect(editOf(user, 'nationalCode', draft)).toEqual({
        ok: false,
        key: 'profile.profile-tab.national-code-wrong',
      });
  });
});
