import { randomUUID } from 'node:crypto';
import { INSTALLMENT_SLOTS, type Plan, planById } from '@tradescope/domain';
import type { Database, InstallmentSlotValue } from '../db';
import { HttpError } from '../http';
import { BILLING_KEYS } from './billing-keys';
import {
  CURRENCY,
  fromCents,
  installmentsAllowed,
  planTitle,
  SLOT_INDEX,
  splitInThree,
  toCents,
} from './catalog';
import { createInstallmentsRepo } from './installments-repo';
import { type PaymentProvider, purchaseHistoryUrl } from './payment-provider';
import { liveSince, MAX_LIVE_PENDING } from './purchase-status';
import { createPurchasesRepo } from './purchases-repo';

type CheckoutDeps = {
  db: Database;
  /** None configured: every checkout is refused before a purchase is stored. */
  provider: PaymentProvider | undefined;
  publicUrl: string;
  now: () => number;
};

type NewPayment = { purchaseId: string; plan: Plan; amountCents: number; days: number };

const planOrRefuse = (planId: string): Plan => {
  const plan = planById(planId);
  if (plan === undefined) {
    throw new HttpError(400, BILLING_KEYS.unknownPlan, [{ field: 'planId', key: BILLING_KEYS.unknownPlan }]);
  }
  return plan;
};

/** Starts payments: a whole plan, a plan's first installment, or the next installment of a running plan. */
export const createCheckout = ({ db, provider, publicUrl, now }: CheckoutDeps) => {
  const gateway = (): PaymentProvider => {
    if (provider === undefined) throw new HttpError(503, BILLING_KEYS.paymentsUnavailable);
    return provider;
  };

  const openPayment = async ({ purchaseId, plan, amountCents, days }: NewPayment) =>
    gateway().createPayment({
      purchaseId,
      amount: fromCents(amountCents),
      currency: CURRENCY,
      description: `Tradescope ${planTitle(plan)}, ${days} days`,
      returnUrl: purchaseHistoryUrl(publicUrl),
    });

  const newPurchase = (userId: string, plan: Plan, amountCents: number, days: number, nowMs: number) => ({
    id: randomUUID(),
    user_id: userId,
    plan_id: plan.id,
    days,
    amount_cents: amountCents,
    currency: CURRENCY,
    payment_method: gateway().method,
    status: 'pending' as const,
    details: null,
    created_at: nowMs,
    settled_at: null,
  });

  return {
    /** POST billing/checkout: the price always comes from the catalog, never from the request. */
    checkout: async (userId: string, planId: string, withInstallments: boolean) => {
      gateway();
      const plan = planOrRefuse(planId);
      if (withInstallments && !installmentsAllowed(plan)) {
        throw new HttpError(400, BILLING_KEYS.installmentsUnavailable, [
          { field: 'installments', key: BILLING_KEYS.installmentsUnavailable },
        ]);
      }
      const nowMs = now();
      const payment = await db.transaction().execute(async (trx) => {
        const purchases = createPurchasesRepo(trx);
        if ((await purchases.countLivePending(userId, liveSince(nowMs))) >= MAX_LIVE_PENDING) {
          throw new HttpError(429, BILLING_KEYS.tooManyPending);
        }
        if (!withInstallments) {
          const row = newPurchase(userId, plan, toCents(plan.priceUsd), plan.days, nowMs);
          await purchases.insert({ ...row, installment_id: null, installment_slot: null });
          return { purchaseId: row.id, plan, amountCents: row.amount_cents, days: row.days };
        }
        const [first, second, last] = splitInThree(toCents(plan.priceUsd));
        const installmentId = randomUUID();
        await createInstallmentsRepo(trx).insert({
          id: installmentId,
          user_id: userId,
          plan_id: plan.id,
          days: plan.days,
          currency: CURRENCY,
          first_amount_cents: first,
          second_amount_cents: second,
          last_amount_cents: last,
          started_at: null,
          created_at: nowMs,
          updated_at: nowMs,
        });
        const row = newPurchase(userId, plan, first, splitInThree(plan.days)[0], nowMs);
        await purchases.insert({ ...row, installment_id: installmentId, installment_slot: 'first' });
        return { purchaseId: row.id, plan, amountCents: row.amount_cents, days: row.days };
      });
      const { paymentUrl } = await openPayment(payment);
      return { purchaseId: payment.purchaseId, paymentUrl };
    },

    /**
     * The installment card's pay link: a payment for the earliest unpaid part. A live pending payment for that
     * part is reused, so following the link twice does not start two payments.
     */
    payNextInstallment: async (
      installmentId: string,
    ): Promise<{ purchaseId: string; paymentUrl: string }> => {
      gateway();
      const nowMs = now();
      const payment = await db.transaction().execute(async (trx) => {
        const installment = await createInstallmentsRepo(trx).lockAndRead(installmentId, nowMs);
        const plan = installment === undefined ? undefined : planById(installment.plan_id);
        if (installment === undefined || plan === undefined) {
          throw new HttpError(404, BILLING_KEYS.installmentNotFound);
        }
        const purchases = createPurchasesRepo(trx);
        const parts = await purchases.partsOf([installmentId]);
        const paid = new Set(
          parts.filter((part) => part.status === 'completed').map((p) => p.installment_slot),
        );
        const slot: InstallmentSlotValue | undefined = INSTALLMENT_SLOTS.find((each) => !paid.has(each));
        if (slot === undefined) throw new HttpError(409, BILLING_KEYS.installmentPaid);
        const amountCents = installment[`${slot}_amount_cents`];
        const days = splitInThree(installment.days)[SLOT_INDEX[slot]];
        const open = await purchases.livePendingPart(installmentId, slot, liveSince(nowMs));
        if (open !== undefined) return { purchaseId: open.id, plan, amountCents, days };
        const row = newPurchase(installment.user_id, plan, amountCents, days, nowMs);
        await purchases.insert({ ...row, installment_id: installmentId, installment_slot: slot });
        return { purchaseId: row.id, plan, amountCents, days };
      });
      const { paymentUrl } = await openPayment(payment);
      return { purchaseId: payment.purchaseId, paymentUrl };
    },
  };
};

export type Checkout = ReturnType<typeof createCheckout>;
