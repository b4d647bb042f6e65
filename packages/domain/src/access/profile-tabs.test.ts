import { describe, expect, it } from 'vitest';
import { LOCKABLE_PROFILE_TABS, type LockableProfileTab, profileTabLock } from './profile-tabs';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const LATER = NOW + 86_400;
const TABS = Object.keys(LOCKABLE_PROFILE_TABS) as LockableProfileTab[];

describe('locked profile tabs', () => {
  it('locks hint-channel and upload-video for a free user, offering ict', () => {
    expect(TABS).toEqual(['hint-channel', 'upload-video']);
    for (const tab of TABS) expect(profileTabLock({}, tab, NOW)).toEqual({ cap: 'ict', family: 'ict' });
  });

  it.each([
    ['access', 'pro'],
    ['globalAccess', 'hero'],
    ['falconAccess', 'ict'],
  ])('opens them from %s with %s', (map, tier) => {
    for (const tab of TABS) expect(profileTabLock({ [map]: { [tier]: LATER } }, tab, NOW)).toBeNull();
  });

  it('keeps them locked for xmoon alone, which the feature table leaves out', () => {
    for (const tab of TABS) expect(profileTabLock({ access: { xmoon: LATER } }, tab, NOW)).not.toBeNull();
  });
});
