import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Purchase, purchaseSchema } from '@tradescope/domain';
import { parseListWith } from '../api';
import { api } from '../session';

/** GET user/purchases (spec §7), oldest first. */
export const fetchPurchases = (signal?: AbortSignal): Promise<Purchase[]> =>
  api('user/purchases', { signal, parse: parseListWith(purchaseSchema) });

const purchasesQuery = queryOptions({
  queryKey: ['user', 'purchases'] as const,
  queryFn: ({ signal }) => fetchPurchases(signal),
  // A payment settles on the gateway's page: coming back must show it.
  staleTime: 0,
});

export const usePurchases = () => useQuery(purchasesQuery);
