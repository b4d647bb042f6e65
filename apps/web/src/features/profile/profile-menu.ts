import {
  FEATURES,
  LOCKABLE_PROFILE_TABS,
  type MinimumPlan,
  type ProfileTab,
  profileTabLock,
  type UnixSeconds,
  type User,
} from '@tradescope/domain';

/** One entry of the profile's side menu: a tab of the profile, or the external hint channel. */
export type MenuEntry =
  | {
      readonly kind: 'tab';
      readonly tab: ProfileTab;
      /** The minimum plan the upgrade modal shows when the tab is locked, else null. */
      readonly lock: MinimumPlan | null;
      /** Gifts not activated yet (the gifts tab's badge). */
      readonly badge: number;
    }
  | { readonly kind: 'hint-channel'; readonly lock: MinimumPlan | null };

/** The order of the menu (spec §2 profile children), then the plans and the external channel. */
const ORDER = [
  'user',
  'freeze-account',
  'gifts',
  'purchase-history',
  'activity-sessions',
  'upload-video',
  'installment',
] as const satisfies readonly ProfileTab[];

/**
 * Spec §2: the installment entry only when installment data exists; the freeze tab only while the crypto plan is
 * frozen; the upload-video tab and the hint channel may be locked (the highest of the three access maps decides).
 * The hint channel is listed only when the deployment has one (HINT_CHANNEL_URL): a lock on a channel that does
 * not exist would sell the user nothing.
 */
export const profileMenuOf = (user: User, now: UnixSeconds, hintChannel: boolean): MenuEntry[] => {
  const shown = ORDER.filter((tab) => {
    if (tab === 'installment') return user.installment.length > 0;
    if (tab === 'freeze-account') return user.cryptoFreezeStatus === 'freezed';
    return true;
  });
  return [
    ...shown.map(
      (tab): MenuEntry => ({
        kind: 'tab',
        tab,
        lock: tab === 'upload-video' ? profileTabLock(user, tab, now) : null,
        badge: tab === 'gifts' ? user.remainingGifts : 0,
      }),
    ),
    ...(hintChannel
      ? [{ kind: 'hint-channel', lock: profileTabLock(user, 'hint-channel', now) } as const]
      : []),
  ];
};

/** The access rule behind a locked entry, for the upgrade modal. */
export const ruleOfLocked = (entry: MenuEntry) =>
  FEATURES[LOCKABLE_PROFILE_TABS[entry.kind === 'tab' ? 'upload-video' : 'hint-channel']].rule;
