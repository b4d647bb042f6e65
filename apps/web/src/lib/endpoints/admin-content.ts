import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FeedbackQuote,
  feedbackQuoteSchema,
  type HelpEntryInput,
  type HelpTreeEntry,
  helpTreeEntrySchema,
} from '@tradescope/domain';
import { ignoreData, parseListWith } from '../api';
import { api } from '../session';
import { TIPS_KEY } from './tips';

/** The body of POST admin/tips: every text in both languages. */
export type TipInput = Record<
  `${'title' | 'tag' | 'text' | 'link' | 'link_text'}_${'en' | 'fa'}` | 'image_url',
  string
>;

/** Invalidates the lists a content change touches once it has succeeded. */
const useContentChange = <Input>(
  keys: readonly (readonly string[])[],
  send: (input: Input) => Promise<unknown>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};

/** POST admin/tips: published to every user at once, unread. */
export const usePublishTip = () =>
  useContentChange([TIPS_KEY], (tip: TipInput) =>
    api('admin/tips', { method: 'POST', body: tip, parse: ignoreData }),
  );

/** DELETE admin/tips/:id. */
export const useDeleteTip = () =>
  useContentChange([TIPS_KEY], (id: string) =>
    api(`admin/tips/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreData }),
  );

const HELP_KEY = ['admin', 'help'] as const;

/** GET help: the whole tree in both languages, desktop variant (what the console edits). */
const helpQuery = queryOptions({
  queryKey: HELP_KEY,
  queryFn: ({ signal }): Promise<HelpTreeEntry[]> =>
    api('help', { signal, parse: parseListWith(helpTreeEntrySchema) }),
});
export const useHelpTree = () => useQuery(helpQuery);

/** PUT admin/help/:sectionId: creates or replaces a section or child; the server sanitizes the HTML. */
export const useSaveHelp = () =>
  useContentChange([HELP_KEY, ['help']], ({ id, entry }: { id: string; entry: HelpEntryInput }) =>
    api(`admin/help/${encodeURIComponent(id)}`, { method: 'PUT', body: entry, parse: ignoreData }),
  );

/** DELETE admin/help/:sectionId (its children go with it). */
export const useDeleteHelp = () =>
  useContentChange([HELP_KEY, ['help']], (id: string) =>
    api(`admin/help/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreData }),
  );

const QUOTES_KEY = ['admin', 'feedback-quotes'] as const;
export type QuoteInput = Pick<FeedbackQuote, 'text_en' | 'text_fa' | 'name_en' | 'name_fa'>;

/** GET admin/feedback-quotes: the loading screen's quotes in rotation order. */
const quotesQuery = queryOptions({
  queryKey: QUOTES_KEY,
  queryFn: ({ signal }): Promise<FeedbackQuote[]> =>
    api('admin/feedback-quotes', { signal, parse: parseListWith(feedbackQuoteSchema) }),
});
export const useQuotes = () => useQuery(quotesQuery);

/** POST admin/feedback-quotes (no id) or PUT admin/feedback-quotes/:id. */
export const useSaveQuote = () =>
  useContentChange([QUOTES_KEY], ({ id, quote }: { id?: string; quote: QuoteInput }) =>
    id === undefined
      ? api('admin/feedback-quotes', { method: 'POST', body: quote, parse: ignoreData })
      : api(`admin/feedback-quotes/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: quote,
          parse: ignoreData,
        }),
  );

export const useDeleteQuote = () =>
  useContentChange([QUOTES_KEY], (id: string) =>
    api(`admin/feedback-quotes/${encodeURIComponent(id)}`, { method: 'DELETE', parse: ignoreData }),
  );
