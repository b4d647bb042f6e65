import {
  INSTALLMENT_SLOTS,
  type InstallmentEntry,
  type InstallmentSlot,
  type PurchaseStatus,
} from '../entities';

/** How the installment card shows each part (spec §4). */
export const INSTALLMENT_STATUSES = ['paid', 'pending', 'upcoming'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** A part is pending once fewer than 4 days are left to pay it (spec §4). */
export const INSTALLMENT_PENDING_BELOW_DAYS = 4;

export interface InstallmentPart {
  readonly slot: InstallmentSlot;
  readonly amount: number;
  readonly currency: string;
  readonly paymentStatus: PurchaseStatus;
  /** Days until due; negative once overdue. */
  readonly daysLeft: number;
}

/** Paid when its payment completed; pending when under 4 days are left (or overdue); else upcoming. */
export const installmentStatus = (
  part: Pick<InstallmentPart, 'paymentStatus' | 'daysLeft'>,
): InstallmentStatus => {
  if (part.paymentStatus === 'completed') return 'paid';
  return part.daysLeft < INSTALLMENT_PENDING_BELOW_DAYS ? 'pending' : 'upcoming';
};

/** The first, second and last parts of an entry, in paying order. */
export const installmentParts = (entry: InstallmentEntry): readonly InstallmentPart[] =>
  INSTALLMENT_SLOTS.map((slot) => ({
    slot,
    amount: entry[`${slot}InstallmentAmount`],
    currency: entry.currency,
    paymentStatus: entry[`${slot}InstallmentStatus`],
    daysLeft: entry[`${slot}Installment`],
  }));

/** The part the pay link is for: the earliest one not yet paid, or undefined once all are paid. */
export const nextInstallment = (entry: InstallmentEntry): InstallmentPart | undefined =>
  installmentParts(entry).find((part) => installmentStatus(part) !== 'paid');
