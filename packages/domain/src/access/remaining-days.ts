import type { AccessHolder, ExpiryMap } from './access-holder';
import { PAID_TIERS } from './tiers';
import { SECONDS_PER_DAY, type UnixSeconds } from './unix-seconds';

/** A started day counts as a whole one, so the days shown are above 0 exactly while the tier is active. */
export const daysLeft = (expiry: number | null | undefined, now: UnixSeconds): number =>
  typeof expiry === 'number' && expiry > now ? Math.ceil((expiry - now) / SECONDS_PER_DAY) : 0;

/** The user's remainingDays fields (§3): market days run on pro or hero, ict and xmoon apart. */
export interface RemainingDays {
  readonly crypto: number;
  readonly global: number;
  readonly cryptoICT: number;
  readonly globalICT: number;
  readonly cryptoXMoon: number;
  readonly globalXMoon: number;
  readonly falcon: number;
}

const marketDays = (map: ExpiryMap | null | undefined, now: UnixSeconds): number =>
  Math.max(daysLeft(map?.pro, now), daysLeft(map?.hero, now));

/** Days bought, as the profile cards show them; limited access does not change what was paid for. */
export const remainingDaysOf = (holder: AccessHolder, now: UnixSeconds): RemainingDays => ({
  crypto: marketDays(holder.access, now),
  global: marketDays(holder.globalAccess, now),
  cryptoICT: daysLeft(holder.access?.ict, now),
  globalICT: daysLeft(holder.globalAccess?.ict, now),
  cryptoXMoon: daysLeft(holder.access?.xmoon, now),
  globalXMoon: daysLeft(holder.globalAccess?.xmoon, now),
  falcon: Math.max(...PAID_TIERS.map((tier) => daysLeft(holder.falconAccess?.[tier], now))),
});
