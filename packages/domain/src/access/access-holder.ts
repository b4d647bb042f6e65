import type { PaidTier } from './tiers';

/**
 * Expiry timestamps (unix seconds) per tier. Stored documents carry plain numbers, and a missing or
 * null field means the tier was never bought.
 */
export type ExpiryMap = Readonly<Partial<Record<PaidTier, number | null>>>;

/** Spec §3: limitedAccess has a `limited` expiry; while it runs its tier fields replace the normal maps. */
export type LimitedAccess = ExpiryMap & { readonly limited?: number | null };

/** The part of a User (§3) that access decisions read; a User satisfies it structurally. */
export interface AccessHolder {
  readonly access?: ExpiryMap | null;
  readonly globalAccess?: ExpiryMap | null;
  readonly falconAccess?: ExpiryMap | null;
  readonly limitedAccess?: LimitedAccess | null;
}

/** What badges and the shell's icons read besides the access maps. */
export interface ProfileHolder extends AccessHolder {
  readonly role?: string | null;
  readonly plan?: string | null;
  readonly globalPlan?: string | null;
  readonly remainingGifts?: number | null;
  readonly displayName?: string | null;
  readonly phoneNumberVerified?: boolean | null;
}
