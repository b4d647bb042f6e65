import { unixSecondsFromMillis, userSchema } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { userFixture as fixture, proUserFixture as proFixture } from '../../../test';
import { profileMenuOf } from './profile-menu';

const now = unixSecondsFromMillis(Date.now());
const userFixture = (overrides: Parameters<typeof fixture>[0]) => userSchema.parse(fixture(overrides));
const proUserFixture = () => userSchema.parse(proFixture());
const names = (entries: ReturnType<typeof profileMenuOf>) =>
  entries.map((entry) => (entry.kind === 'tab' ? entry.tab : entry.kind));

describe('the profile menu (spec §2, §6)', () => {
  it('hides the freeze tab unless frozen and the installment tab without installments', () => {
    expect(names(profileMenuOf(userFixture({}), now, true))).toEqual([
      'user',
      'gifts',
      'purchase-history',
      'activity-sessions',
      'upload-video',
      'hint-channel',
    ]);
    expect(names(profileMenuOf(userFixture({ cryptoFreezeStatus: 'freezed' }), now, true))).toContain(
      'freeze-account',
    );
  });

  it('locks the video and hint channel below ict with ICT as the minimum, and opens them for pro', () => {
    const locks = (entries: ReturnType<typeof profileMenuOf>) =>
      entries.filter((entry) => entry.lock !== null).map((entry) => [entry.kind, entry.lock?.cap]);
    expect(locks(profileMenuOf(userFixture({}), now, true))).toEqual([
      ['tab', 'ict'],
      ['hint-channel', 'ict'],
    ]);
    expect(locks(profileMenuOf(proUserFixture(), now, true))).toEqual([]);
  });

  it('lists no hint channel when the deployment has none, whatever the plan', () => {
    expect(names(profileMenuOf(proUserFixture(), now, false))).not.toContain('hint-channel');
    expect(names(profileMenuOf(userFixture({}), now, false))).not.toContain('hint-channel');
  });

  it('badges the gifts tab with the gifts waiting', () => {
    const gifts = profileMenuOf(userFixture({ remainingGifts: 3 }), now, true).find(
      (entry) => entry.kind === 'tab' && entry.tab === 'gifts',
    );
    expect(gifts).toMatchObject({ badge: 3 });
  });
});
