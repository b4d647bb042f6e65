import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BotAddress, botAddressSchema } from '@tradescope/domain';
import { parseWith } from '../api';
import { api } from '../session';

/** GET alert-bots/bot-address: the Telegram link that binds the opening chat to this user (spec §7). */
export const fetchBotAddress = (signal?: AbortSignal): Promise<BotAddress> =>
  api('alert-bots/bot-address', { signal, parse: parseWith(botAddressSchema) });

const botAddressQuery = queryOptions({
  queryKey: ['alert-bots', 'bot-address'] as const,
  queryFn: ({ signal }) => fetchBotAddress(signal),
  staleTime: 60_000,
});

/** The bot's link; asked only once the phone is verified (the server refuses it before). */
export const useBotAddress = (enabled: boolean) => useQuery({ ...botAddressQuery, enabled });
