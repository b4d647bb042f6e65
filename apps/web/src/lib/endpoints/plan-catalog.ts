import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord } from '../api';
import { api } from '../session';

/** The three parts a plan may be paid in, or null where the server does not split it. */
export type InstallmentOffer = {
  readonly first: number;
  readonly second: number;
  readonly last: number;
} | null;

const parseOffers = (data: unknown): ReadonlyMap<string, InstallmentOffer> => {
  const plans = isRecord(data) && Array.isArray(data.plans) ? data.plans : [];
  return new Map(
    plans.filter(isRecord).flatMap((plan) => {
      if (typeof plan.id !== 'string') return [];
      const parts = plan.installments;
      const offer =
        isRecord(parts) && [parts.first, parts.second, parts.last].every((part) => typeof part === 'number')
          ? { first: parts.first as number, second: parts.second as number, last: parts.last as number }
          : null;
      return [[plan.id, offer] as const];
    }),
  );
};

/**
 * POST plans (spec §7): prices and tiers come from the domain's catalog, which the web shares; this answer adds
 * what only the server decides, which plans may be paid in installments.
 */
export const fetchInstallmentOffers = (signal?: AbortSignal) =>
  api('plans', { method: 'POST', body: {}, auth: false, signal, parse: parseOffers });

const offersQuery = queryOptions({
  queryKey: ['plans', 'installments'] as const,
  queryFn: ({ signal }) => fetchInstallmentOffers(signal),
  staleTime: 10 * 60_000,
});

export const useInstallmentOffers = () => useQuery(offersQuery);
