import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HelpSection, helpSectionSchema } from '@tradescope/domain';
import { parseListWith } from '../api';
import { api } from '../session';

type HelpVariant = 'desktop' | 'mobile';

/** GET help (spec §7, optional type=mobile): the help centre's sections and their children, in both languages. */
export const fetchHelp = (variant: HelpVariant, signal?: AbortSignal): Promise<HelpSection[]> =>
  api(variant === 'mobile' ? 'help?type=mobile' : 'help', {
    signal,
    parse: parseListWith(helpSectionSchema),
  });

const helpQuery = (variant: HelpVariant) =>
  queryOptions({
    queryKey: ['help', variant] as const,
    queryFn: ({ signal }) => fetchHelp(variant, signal),
    staleTime: 10 * 60_000,
  });

export const useHelp = (variant: HelpVariant) => useQuery(helpQuery(variant));
