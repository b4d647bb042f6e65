import type { AccessHolder } from './access-holder';
import { FEATURES } from './features';
import { hasAccess } from './has-access';
import { type MinimumPlan, minimumPlanFor } from './minimum-plan';
import type { UnixSeconds } from './unix-seconds';

/** Profile tabs that may be locked (§2), with the feature that opens each. */
export const LOCKABLE_PROFILE_TABS = {
  'hint-channel': 'hintChannel.view',
  'upload-video': 'uploadVideo.view',
} as const satisfies Record<string, keyof typeof FEATURES>;

export type LockableProfileTab = keyof typeof LOCKABLE_PROFILE_TABS;

/**
 * The minimum plan a locked tab's upgrade modal shows, or null when the tab is open. Tabs belong to the
 * account, so the highest of access, global access and falcon access decides (§6).
 */
export const profileTabLock = (
  holder: AccessHolder,
  tab: LockableProfileTab,
  now: UnixSeconds,
): MinimumPlan | null => {
  const { rule } = FEATURES[LOCKABLE_PROFILE_TABS[tab]];
  return hasAccess(holder, rule, 'account', now) ? null : minimumPlanFor(rule);
};
