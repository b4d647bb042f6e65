import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AlertDeliveriesPage,
  alertDeliveriesPageSchema,
  webhookSecretSchema,
  webhookStatesSchema,
} from '@tradescope/domain';
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

const WEBHOOK_SECRET_KEY = ['alerts', 'webhook-secret'] as const;

/** GET alerts/webhook-secret: the key the user's webhooks are signed with (made on first ask), read when shown. */
export const useWebhookSecret = (enabled: boolean) =>
  useQuery({
    queryKey: WEBHOOK_SECRET_KEY,
    queryFn: ({ signal }) => api('alerts/webhook-secret', { signal, parse: parseWith(webhookSecretSchema) }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST alerts/webhook-secret: a new secret; the next webhook is signed with it and the old one stops verifying. */
export const useRotateWebhookSecret = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('alerts/webhook-secret', { method: 'POST', parse: parseWith(webhookSecretSchema) }),
    onSuccess: (answer) => client.setQueryData(WEBHOOK_SECRET_KEY, answer),
  });
};
