import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Session, sessionSchema } from '@tradescope/domain';
import { ignoreData, parseListWith } from '../api';
import { api } from '../session';

const SESSIONS_KEY = ['user', 'activity'] as const;

/** GET user/activity: the user's sign-ins (spec §7). */
export const fetchSessions = (signal?: AbortSignal): Promise<Session[]> =>
  api('user/activity', { signal, parse: parseListWith(sessionSchema) });

const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: ({ signal }) => fetchSessions(signal),
});

export const useSessions = () => useQuery(sessionsQuery);

/** DELETE user/activity/{id}: signs that session out. */
export const terminateSession = (id: string) =>
  api(`user/activity/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreData });

export const useTerminateSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: terminateSession,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};
