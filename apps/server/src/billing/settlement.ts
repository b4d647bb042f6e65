import { planById } from '@tradescope/domain';
import type { Database, PurchaseRow } from '../db';
import { HttpError } from '../http';
import { extendAccess } from './access-grants';
import { BILLING_KEYS } from './billing-keys';
import { createInstallmentsRepo } from './installments-repo';
import { liveSince } from './purchase-status';
import { createPurchasesRepo } from './purchases-repo';

export type Outcome = 'completed' | 'failed' | 'cancelled';

/** A completed part of an installment plan: starts the schedule on the first part, refuses a part paid already. */
const recordInstallmentPart = async (trx: Database, purchase: PurchaseRow, nowMs: number): Promise<void> => {
  if (purchase.installment_id === null) return;
  const installments = createInstallmentsRepo(trx);
  await installments.lockAndRead(purchase.installment_id, nowMs);
  const siblings = await createPurchasesRepo(trx).partsOf([purchase.installment_id]);
  const paidBefore = siblings.some(
    (part) =>
      part.id !== purchase.id &&
      part.installment_slot === purchase.installment_slot &&
      part.status === 'completed',
  );
  if (paidBefore) throw new HttpError(409, BILLING_KEYS.installmentPaid);
  if (purchase.installment_slot === 'first') await installments.markStarted(purchase.installment_id, nowMs);
};

/**
 * A gateway's answer for one of its purchases, in one transaction: the status moves from pending to the outcome
 * and, when paid, the plan's days are added to the user's access. Settling anything but a live pending purchase
 * changes nothing (409), so a double submit or a replayed callback never grants twice.
 */
export const settlePurchase = async (
  db: Database,
  settlement: { purchaseId: string; method: string; outcome: Outcome },
  nowMs: number,
): Promise<void> => {
  const { purchaseId, method, outcome } = settlement;
  await db.transaction().execute(async (trx) => {
    const purchases = createPurchasesRepo(trx);
    if (!(await purchases.settle(purchaseId, method, outcome, nowMs, liveSince(nowMs)))) {
      // A gateway only settles its own payments: to the sandbox, another gateway's purchase does not exist.
      const exists = (await purchases.findById(purchaseId))?.payment_method === method;
      throw exists
        ? new HttpError(409, BILLING_KEYS.purchaseNotPending)
        : new HttpError(404, BILLING_KEYS.purchaseNotFound);
    }
    if (outcome !== 'completed') return;
    const purchase = (await purchases.findById(purchaseId))!;
    const plan = planById(purchase.plan_id);
    // A plan withdrawn from the catalog after checkout cannot be granted: refused, the purchase lapses unpaid.
    if (plan === undefined) throw new HttpError(409, BILLING_KEYS.unknownPlan);
    await recordInstallmentPart(trx, purchase, nowMs);
    const grants = plan.grants.map((tier) => ({ group: plan.group, tier, days: purchase.days }));
    await extendAccess(trx, purchase.user_id, grants, nowMs, { days: purchase.days });
  });
};
