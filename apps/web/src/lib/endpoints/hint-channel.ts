import { queryOptions, useQuery } from '@tanstack/react-query';
import { hintChannelSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

const hintChannelQuery = queryOptions({
  queryKey: ['user', 'hint-channel'] as const,
  queryFn: ({ signal }) => api('user/hint-channel', { signal, parse: parseWith(hintChannelSchema) }),
  staleTime: 5 * 60_000,
});

/**
 * GET user/hint-channel: the ICT hint channel's address, asked only when the deployment has one and the user's
 * plan opens it (the server refuses everyone else), so the link is ready before the click that opens a new tab.
 */
export const useHintChannel = (enabled: boolean) => useQuery({ ...hintChannelQuery, enabled });
