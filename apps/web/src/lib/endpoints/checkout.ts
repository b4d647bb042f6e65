import { useMutation } from '@tanstack/react-query';
import { ApiError, isRecord } from '../api';
import { api } from '../session';

export interface Started {
  readonly purchaseId: string;
  /** The payment provider's page (the sandbox gateway locally). */
  readonly paymentUrl: string;
}

const parseStarted = (data: unknown): Started => {
  if (!isRecord(data) || typeof data.purchaseId !== 'string' || typeof data.paymentUrl !== 'string')
    throw new ApiError(200, 'server.error');
  return { purchaseId: data.purchaseId, paymentUrl: data.paymentUrl };
};

/** POST billing/checkout {planId, installments}: a pending purchase and where to pay it. */
export const startCheckout = (input: { readonly planId: string; readonly installments: boolean }) =>
  api('billing/checkout', { method: 'POST', body: input, parse: parseStarted });

export const useCheckout = () => useMutation({ mutationFn: startCheckout });
