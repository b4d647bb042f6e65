import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUserDetail,
  adminUserDetailSchema,
  adminUsersPageSchema,
  type PaidTier,
} from '@tradescope/domain';
import { ignoreData, parseWith } from '../api';
import { api } from '../session';

const USERS_KEY = ['admin', 'users'] as const;

/** GET admin/users: e-mail or name containing the search, newest sign-ups first, 25 a page. */
const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'search', search, page],
    queryFn: ({ signal }) =>
      api(`admin/users?search=${encodeURIComponent(search)}&page=${page}`, {
        signal,
        parse: parseWith(adminUsersPageSchema),
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(usersQuery(search, page));

/** GET admin/users/:userId: the account and its records. */
export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: [...USERS_KEY, 'one', userId],
    queryFn: ({ signal }): Promise<AdminUserDetail> =>
      api(`admin/users/${encodeURIComponent(userId)}`, { signal, parse: parseWith(adminUserDetailSchema) }),
  });

export type GrantGroup = 'crypto' | 'global' | 'falcon';
export interface Grant {
  readonly group: GrantGroup;
  readonly tier: PaidTier;
  readonly days: number;
}

const useUserChange = <Input>(send: (input: Input) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
};

/** POST admin/users/:userId/grant: days of a tier, free of charge. */
export const useGrantPlan = (userId: string) =>
  useUserChange((grant: Grant) =>
    api(`admin/users/${encodeURIComponent(userId)}/grant`, {
      method: 'POST',
      body: grant,
      parse: ignoreData,
    }),
  );

/** POST admin/users/:userId/gifts: a gift the user activates later. */
export const useGiveGift = (userId: string) =>
  useUserChange((gift: Grant & { name: string }) =>
    api(`admin/users/${encodeURIComponent(userId)}/gifts`, { method: 'POST', body: gift, parse: ignoreData }),
  );

/** POST admin/impersonate: this browser acts as the user until "back to my account" (sign-out) ends it. */
export const impersonate = (userId: string) =>
  api('admin/impersonate', { method: 'POST', body: { userId }, parse: ignoreData });
