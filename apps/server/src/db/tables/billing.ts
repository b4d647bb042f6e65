import type { Selectable } from 'kysely';

/** Purchase statuses of spec §4; a pending row older than the payment window reads as cancelled. */
export type PurchaseStatusValue = 'pending' | 'completed' | 'failed' | 'cancelled';
export type InstallmentSlotValue = 'first' | 'second' | 'last';
/** Where a grant lands (domain GrantGroup) and which tier (domain PaidTier). */
export type GrantGroupValue = 'crypto' | 'global' | 'falcon';
export type PaidTierValue = 'ict' | 'pro' | 'hero' | 'xmoon';

/** One payment attempt: a whole plan, or one part of an installment plan. Money in integer cents. */
export type PurchasesTable = {
  id: string;
  user_id: string;
  /** A domain plan id, e.g. `crypto-pro-90`. */
  plan_id: string;
  /** Days this payment grants on every tier of the plan (a third of the plan for an installment part). */
  days: number;
  amount_cents: number;
  currency: string;
  /** The payment provider's method name, e.g. `sandbox`. */
  payment_method: string;
  status: PurchaseStatusValue;
  /** A message key the web translates, or null. */
  details: string | null;
  installment_id: string | null;
  installment_slot: InstallmentSlotValue | null;
  created_at: number;
  settled_at: number | null;
};

/** A plan bought in three parts; each part is a purchase row pointing here. */
export type InstallmentPlansTable = {
  id: string;
  user_id: string;
  plan_id: string;
  days: number;
  currency: string;
  first_amount_cents: number;
  second_amount_cents: number;
  last_amount_cents: number;
  /** When the first part was paid: the schedule runs from here. Null until then. */
  started_at: number | null;
  created_at: number;
  /** Written at the start of every payment on this plan, so concurrent payments queue on the row. */
  updated_at: number;
};

/** A present of days on one tier; enabled_at null until the user activates it. */
export type GiftsTable = {
  id: string;
  user_id: string;
  /** Unique per user: the user activates gifts by name (POST user/gift {names}). */
  name: string;
  title: string;
  days: number;
  grant_group: GrantGroupValue;
  tier: PaidTierValue;
  created_at: number;
  enabled_at: number | null;
  /** The administrator who gave it. */
  created_by: string | null;
};

/** Tables of the billing module (its migration: migrations/0004-billing.ts). */
export type BillingTables = {
  purchases: PurchasesTable;
  installment_plans: InstallmentPlansTable;
  gifts: GiftsTable;
};

export type PurchaseRow = Selectable<PurchasesTable>;
export type InstallmentPlanRow = Selectable<InstallmentPlansTable>;
export type GiftRow = Selectable<GiftsTable>;
