import { planById, unixSecondsFromMillis } from '@tradescope/domain';
import type { Database, PurchaseRow } from '../db';
import { fromCents, planTitle } from './catalog';
import { effectiveDetails, effectiveStatus } from './purchase-status';
import { createPurchasesRepo } from './purchases-repo';

/** One row of the purchase history (spec §3 Purchase); `price` repeats `amount` under the spec's other name. */
export const purchaseView = (row: PurchaseRow, nowMs: number) => {
  const plan = planById(row.plan_id);
  const amount = fromCents(row.amount_cents);
  return {
    id: row.id,
    date: unixSecondsFromMillis(row.created_at),
    plan: plan === undefined ? row.plan_id : planTitle(plan),
    planId: row.plan_id,
    days: row.days,
    amount,
    price: amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    status: effectiveStatus(row, nowMs),
    details: effectiveDetails(row, nowMs),
  };
};

/** GET user/purchases: the caller's own purchases, oldest first (the table's default sort). */
export const purchasesOf = async (db: Database, userId: string, nowMs: number) =>
  (await createPurchasesRepo(db).historyOf(userId)).map((row) => purchaseView(row, nowMs));
