import type { PurchaseStatus } from '@tradescope/domain';
import type { PurchaseRow } from '../db';
import { PURCHASE_DETAILS } from './billing-keys';

/**
 * A payment page left open this long is abandoned: the purchase reads as cancelled and can no longer be settled.
 * Nothing sweeps the rows; the status is derived when read, so no timer has to run for it.
 */
export const PENDING_TTL_MS = 60 * 60 * 1000;

/** A user may hold this many live pending purchases; more is someone filling the table, not buying. */
export const MAX_LIVE_PENDING = 10;

export const liveSince = (nowMs: number): number => nowMs - PENDING_TTL_MS;

const isExpired = (row: Pick<PurchaseRow, 'status' | 'created_at'>, nowMs: number): boolean =>
  row.status === 'pending' && row.created_at <= liveSince(nowMs);

export const effectiveStatus = (
  row: Pick<PurchaseRow, 'status' | 'created_at'>,
  nowMs: number,
): PurchaseStatus => (isExpired(row, nowMs) ? 'cancelled' : row.status);

export const effectiveDetails = (
  row: Pick<PurchaseRow, 'status' | 'created_at' | 'details' | 'installment_slot'>,
  nowMs: number,
): string | null => {
  if (isExpired(row, nowMs)) return PURCHASE_DETAILS.expired;
  if (row.installment_slot !== null) return PURCHASE_DETAILS.installment[row.installment_slot];
  return row.details;
};
