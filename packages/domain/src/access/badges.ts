import type { ProfileHolder } from './access-holder';
import { remainingDaysOf } from './remaining-days';
import { planNameOf } from './tiers';
import type { UnixSeconds } from './unix-seconds';

export type Badge =
  | {
      readonly label:
        | 'admin'
        | 'manager'
        | 'hero'
        | 'xmoon'
        | 'pro'
        | 'global hero'
        | 'global xmoon'
        | 'free';
    }
  | { readonly label: 'gift'; readonly days: number };

/**
 * Spec §6: staff first, then the crypto plan (hero, xmoon, pro, gift), then the global plan (hero,
 * xmoon, gift), else free. Other plans (ict alone) show free, as the spec lists no badge for them.
 */
export const badgeOf = (holder: ProfileHolder, now: UnixSeconds): Badge => {
  if (holder.role === 'administrator') return { label: 'admin' };
  if (holder.role === 'shop_manager') return { label: 'manager' };
  const days = remainingDaysOf(holder, now);
  const plan = planNameOf(holder.plan);
  if (plan === 'hero' || plan === 'xmoon' || plan === 'pro') return { label: plan };
  if (plan === 'gift') return { label: 'gift', days: days.crypto };
  const globalPlan = planNameOf(holder.globalPlan);
  if (globalPlan === 'hero' || globalPlan === 'xmoon') return { label: `global ${globalPlan}` };
  if (globalPlan === 'gift') return { label: 'gift', days: days.global };
  return { label: 'free' };
};
