import type { FeedbackQuote } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type QuoteInput,
  useDeleteQuote,
  useQuotes,
  useSaveQuote,
} from '../../../lib/endpoints/admin-content';
import { Button } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { TabHeader } from '../../../ui/tab-header';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { BilingualField } from '../bilingual-fields';
import { Card } from '../card';
import { DeleteButton } from '../delete-button';

const EMPTY: QuoteInput = { text_en: '', text_fa: '', name_en: '', name_fa: '' };

/** One quote's form: a new one (no `quote`) is added last in the rotation. */
const QuoteForm = ({ quote, index }: { quote?: FeedbackQuote; index: number }) => {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<QuoteInput>(quote ?? EMPTY);
  const save = useSaveQuote();
  const remove = useDeleteQuote();
  const title = quote ? `${t('quotes.quote')} ${index + 1}` : t('quotes.new');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { text_en, text_fa, name_en, name_fa } = draft;
    save.mutate(
      { ...(quote ? { id: quote.id } : {}), quote: { text_en, text_fa, name_en, name_fa } },
      {
        onSuccess: () => {
          if (!quote) setDraft(EMPTY);
          notify.success(t('quotes.saved'));
        },
        onError: notifyAdminError,
      },
    );
  };
  return (
    <Card
      title={title}
      action={
        quote && (
          <DeleteButton
            question={t('quotes.confirm-delete')}
            label={title}
            pending={remove.isPending}
            onConfirm={(done) =>
              remove.mutate(quote.id, {
                onSuccess: () => {
                  done();
                  notify.success(t('quotes.deleted'));
                },
                onError: notifyAdminError,
              })
            }
          />
        )
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={title}>
        <BilingualField
          label={t('quotes.quote')}
          multiline
          values={{ en: draft.text_en, fa: draft.text_fa }}
          onChange={(lang, value) => setDraft((current) => ({ ...current, [`text_${lang}`]: value }))}
        />
        <BilingualField
          label={t('quotes.author')}
          values={{ en: draft.name_en, fa: draft.name_fa }}
          onChange={(lang, value) => setDraft((current) => ({ ...current, [`name_${lang}`]: value }))}
        />
        <Button
          type="submit"
          variant={quote ? 'secondary' : 'primary'}
          className="self-start"
          pending={save.isPending}
        >
          {quote ? t('save') : t('add')}
        </Button>
      </form>
    </Card>
  );
};

/** Feedback quotes: the loading screen's rotation, added, edited and deleted here. */
export const QuotesPage = () => {
  const { t } = useTranslation('admin');
  const quotes = useQuotes();
  return (
    <>
      <TabHeader title={t('tabs.quotes')} text={t('quotes.text')} />
      <QuoteForm index={-1} />
      {quotes.isError && <ErrorState onRetry={() => void quotes.refetch()} />}
      {quotes.data?.length === 0 && <EmptyState title={t('quotes.empty')} />}
      {quotes.data?.map((quote, index) => (
        <QuoteForm key={`${quote.id}-${quote.text_en}-${quote.name_en}`} quote={quote} index={index} />
      ))}
    </>
  );
};
