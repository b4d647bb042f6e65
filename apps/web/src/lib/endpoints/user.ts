import { queryOptions, useQuery } from '@tanstack/react-query';
import { type User, userSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

export const USER_KEY = ['user'] as const;

/** GET user: the signed-in user of spec §3, checked against the domain's userSchema. */
export const fetchUser = (signal?: AbortSignal): Promise<User> =>
  api('user', { signal, parse: parseWith(userSchema) });

export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: ({ signal }) => fetchUser(signal),
  staleTime: 60_000,
});

/** The signed-in user; undefined while loading or when the server cannot give it (the shell still works). */
export const useUser = () => useQuery(userQuery);
