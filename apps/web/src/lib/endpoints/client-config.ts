import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientConfig, clientConfigSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

/** GET client-config: the deployment's run-time settings (live chat, hint channel); public, no token needed. */
export const fetchClientConfig = (signal?: AbortSignal): Promise<ClientConfig> =>
  api('client-config', { auth: false, signal, parse: parseWith(clientConfigSchema) });

const clientConfigQuery = queryOptions({
  queryKey: ['client-config'] as const,
  queryFn: ({ signal }) => fetchClientConfig(signal),
  // Changes only with a restart of the server.
  staleTime: Number.POSITIVE_INFINITY,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
