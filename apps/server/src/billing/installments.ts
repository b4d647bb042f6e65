import {
  type InstallmentEntry,
  type InstallmentSlot,
  nextInstallment,
  type PurchaseStatus,
  planById,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import type { Database, InstallmentPlanRow, PurchaseRow } from '../db';
import { fromCents, INSTALLMENT_RULES, planTitle, SLOT_INDEX } from './catalog';
import { createInstallmentsRepo } from './installments-repo';
import { effectiveStatus } from './purchase-status';
import { createPurchasesRepo } from './purchases-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export const installmentPayUrl = (publicUrl: string, installmentId: string): string =>
  `${publicUrl}/api/v1/billing/installments/${encodeURIComponent(installmentId)}/pay`;

/** A part is paid once any payment for it completed; otherwise it shows its latest attempt, or pending if none. */
const partStatus = (parts: readonly PurchaseRow[], slot: InstallmentSlot, nowMs: number): PurchaseStatus => {
  const own = parts.filter((part) => part.installment_slot === slot);
  if (own.some((part) => part.status === 'completed')) return 'completed';
  const latest = own.at(-1);
  return latest === undefined ? 'pending' : effectiveStatus(latest, nowMs);
};

/** Part n is due n x 30 days after the first was paid; days left count a started day as whole, negative when late. */
const daysLeft = (startedAt: number, slot: InstallmentSlot, nowMs: number): number =>
  Math.ceil((startedAt + SLOT_INDEX[slot] * INSTALLMENT_RULES.intervalDays * DAY_MS - nowMs) / DAY_MS);

const entryOf = (
  row: InstallmentPlanRow & { started_at: number },
  parts: readonly PurchaseRow[],
  nowMs: number,
  publicUrl: string,
): InstallmentEntry => {
  const plan = planById(row.plan_id);
  const status = (slot: InstallmentSlot) => partStatus(parts, slot, nowMs);
  const entry: InstallmentEntry = {
    planName: plan === undefined ? row.plan_id : planTitle(plan),
    startSubscription: unixSecondsFromMillis(row.started_at),
    endSubscription: row.days,
    firstInstallmentAmount: fromCents(row.first_amount_cents),
    secondInstallmentAmount: fromCents(row.second_amount_cents),
    lastInstallmentAmount: fromCents(row.last_amount_cents),
    currency: row.currency,
    firstInstallmentStatus: status('first'),
    secondInstallmentStatus: status('second'),
    lastInstallmentStatus: status('last'),
    firstInstallment: daysLeft(row.started_at, 'first', nowMs),
    secondInstallment: daysLeft(row.started_at, 'second', nowMs),
    lastInstallment: daysLeft(row.started_at, 'last', nowMs),
    nextInstallment: null,
    payUrl: null,
  };
  const next = nextInstallment(entry)?.slot ?? null;
  return {
    ...entry,
    nextInstallment: next,
    payUrl: next === null ? null : installmentPayUrl(publicUrl, row.id),
  };
};

/**
 * The user's installment entries for GET user (spec §3): plans whose first part is paid, while a part is still
 * unpaid or the subscription still runs. `nowMs` is the app clock in unix milliseconds.
 */
export const installmentsOf = async (
  db: Database,
  userId: string,
  nowMs: number,
  publicUrl: string,
): Promise<InstallmentEntry[]> => {
  const rows = await createInstallmentsRepo(db).startedOf(userId);
  const parts = await createPurchasesRepo(db).partsOf(rows.map((row) => row.id));
  return rows.flatMap((row) => {
    if (row.started_at === null) return [];
    const entry = entryOf(
      { ...row, started_at: row.started_at },
      parts.filter((part) => part.installment_id === row.id),
      nowMs,
      publicUrl,
    );
    const running = nowMs < row.started_at + row.days * DAY_MS;
    return entry.nextInstallment !== null || running ? [entry] : [];
  });
};
