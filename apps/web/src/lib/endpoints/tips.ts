import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Tip, tipSchema } from '@tradescope/domain';
import { isRecord, parseListWith } from '../api';
import { api } from '../session';

export const TIPS_KEY = ['user', 'tips'] as const;

const parseTips = parseListWith(tipSchema);

/** GET user/tips: the news tips of spec §3, newest first. */
export const fetchTips = (signal?: AbortSignal): Promise<Tip[]> =>
  api('user/tips', {
    signal,
    // The list may come bare or under `tips`.
    parse: (data) => parseTips(isRecord(data) ? data.tips : data),
  }).then((tips) => [...tips].sort((a, b) => b.create_date - a.create_date));

export const tipsQuery = queryOptions({ queryKey: TIPS_KEY, queryFn: ({ signal }) => fetchTips(signal) });

export const useTips = () => useQuery(tipsQuery);

export const isUnread = (tip: Pick<Tip, 'is_read'>): boolean => tip.is_read === '0';
