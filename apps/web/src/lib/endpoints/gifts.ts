import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Gift, giftSchema } from '@tradescope/domain';
import { parseListWith } from '../api';
import { api } from '../session';
import { USER_KEY } from './user';

const GIFTS_KEY = ['user', 'gifts'] as const;

/** GET user/gifts (spec §7). */
export const fetchGifts = (signal?: AbortSignal): Promise<Gift[]> =>
  api('user/gifts', { signal, parse: parseListWith(giftSchema) });

const giftsQuery = queryOptions({ queryKey: GIFTS_KEY, queryFn: ({ signal }) => fetchGifts(signal) });

export const useGifts = () => useQuery(giftsQuery);

/** POST user/gift {names}: activates gifts; the list, the badge and the plan days reload. */
export const activateGifts = (names: readonly string[]) =>
  api('user/gift', { method: 'POST', body: { names }, parse: parseListWith(giftSchema) });

export const useActivateGifts = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateGifts,
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
};
