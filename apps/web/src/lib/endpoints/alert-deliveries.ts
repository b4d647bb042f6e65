import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AlertDeliveriesPage, alertDeliveriesPageSchema, webhookStatesSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

export const ALERT_DELIVERIES_PAGE_SIZE = 10;

/** GET alerts/deliveries: the user's delivery log (what was sent where, when, and how it went), newest first. */
export const fetchAlertDeliveries = (page: number, signal?: AbortSignal): Promise<AlertDeliveriesPage> =>
  api(`alerts/deliveries?page=${page}&pageSize=${ALERT_DELIVERIES_PAGE_SIZE}`, {
    signal,
    parse: parseWith(alertDeliveriesPageSchema),
  });

const alertDeliveriesQuery = (page: number) =>
  queryOptions({
    queryKey: ['alerts', 'deliveries', page] as const,
    queryFn: ({ signal }) => fetchAlertDeliveries(page, signal),
    placeholderData: keepPreviousData,
    // A log moves as alerts go out: looked at again while it is open.
    refetchInterval: 30_000,
  });

export const useAlertDeliveries = (page: number) => useQuery(alertDeliveriesQuery(page));

/** GET alerts/webhooks: each alert pack's webhook as its last try left it (the editor's send-type step). */
export const useAlertWebhooks = () =>
  useQuery({
    queryKey: ['alerts', 'webhooks'] as const,
    queryFn: ({ signal }) => api('alerts/webhooks', { signal, parse: parseWith(webhookStatesSchema) }),
    staleTime: 30_000,
  });
