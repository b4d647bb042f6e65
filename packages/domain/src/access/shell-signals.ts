import { LIMITS, type Market, marketGroupOf } from '../markets';
import type { ProfileHolder } from './access-holder';
import { remainingDaysOf } from './remaining-days';
import { planNameOf } from './tiers';
import type { UnixSeconds } from './unix-seconds';

/** Spec §9: the ICT video icon appears under 15 remaining ICT days. */
export const ICT_VIDEO_ICON_THRESHOLD_DAYS = LIMITS.ictVideoIconDaysBelow;

/** Free means free on both plans: a global subscriber is not nagged as a free user. Desktop header only. */
export const showsVerifyPhoneBanner = (holder: ProfileHolder, onDesktop: boolean): boolean =>
  onDesktop &&
  planNameOf(holder.plan) === 'free' &&
  planNameOf(holder.globalPlan) === 'free' &&
  holder.phoneNumberVerified !== true;

/** The spec's rule taken as written: no ICT days at all also counts as under 15 for a subscriber. */
export const showsIctVideoIcon = (holder: ProfileHolder, market: Market, now: UnixSeconds): boolean => {
  const days = remainingDaysOf(holder, now);
  const crypto = marketGroupOf(market) === 'crypto';
  const ictDays = crypto ? days.cryptoICT : days.globalICT;
  const marketDays = crypto ? days.crypto : days.global;
  return ictDays < ICT_VIDEO_ICON_THRESHOLD_DAYS && marketDays > 0;
};

export const showsGiftIcon = (holder: ProfileHolder): boolean => (holder.remainingGifts ?? 0) !== 0;

/** The live chat is fed the user's nickname, so it only opens for a user who has one. */
export const canToggleChat = (holder: ProfileHolder): boolean => (holder.displayName ?? '').trim() !== '';
