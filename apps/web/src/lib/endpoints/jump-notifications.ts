import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULTS, type JumpNotification, jumpNotificationSchema, TIMERS } from '@tradescope/domain';
import { isRecord, parseListWith } from '../api';
import { api } from '../session';

export type JumpNotificationsFetcher = (signal?: AbortSignal) => Promise<JumpNotification[]>;

const parseJumps = parseListWith(jumpNotificationSchema);

/** POST crypto/matches/jumps {source} (spec §7): the newest jumps of the default source, as notifications. */
export const fetchJumpNotifications: JumpNotificationsFetcher = (signal) =>
  api('crypto/matches/jumps', {
    method: 'POST',
    body: { source: DEFAULTS.cryptoSource },
    signal,
    parse: (data) => parseJumps(isRecord(data) ? data.items : data),
  });

export const jumpNotificationsQuery = (fetcher: JumpNotificationsFetcher, enabled: boolean) =>
  queryOptions({
    queryKey: ['crypto', 'jump-notifications'] as const,
    queryFn: ({ signal }) => fetcher(signal),
    enabled,
    // Spec §4: polled every 120000 ms while notifications are on, and not at all otherwise.
    refetchInterval: enabled ? TIMERS.jumpsPollMs : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

export const useJumpNotifications = (
  enabled: boolean,
  fetcher: JumpNotificationsFetcher = fetchJumpNotifications,
) => useQuery(jumpNotificationsQuery(fetcher, enabled));
