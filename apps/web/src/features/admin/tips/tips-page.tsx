import type { Tip } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTips } from '../../../lib/endpoints';
import { type TipInput, useDeleteTip, usePublishTip } from '../../../lib/endpoints/admin-content';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { TabHeader } from '../../../ui/tab-header';
import { type Column, DataTable } from '../../../ui/table';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { BilingualField } from '../bilingual-fields';
import { Card } from '../card';
import { DeleteButton } from '../delete-button';

const TEXTS = ['title', 'tag', 'text', 'link', 'link_text'] as const;
const EMPTY_TIP = Object.fromEntries(
  [...TEXTS.flatMap((field) => [`${field}_en`, `${field}_fa`]), 'image_url'].map((key) => [key, '']),
) as TipInput;

/** Tips: publish one in both languages (every user sees it unread at once), or delete one. */
export const TipsPage = () => {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const tips = useTips();
  const publish = usePublishTip();
  const remove = useDeleteTip();
  const [draft, setDraft] = useState<TipInput>(EMPTY_TIP);
  const lang = i18n.language === 'fa' ? 'fa' : 'en';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY_TIP);
        notify.success(t('tips.published'));
      },
      onError: notifyAdminError,
    });
  };
  const columns: Column<Tip>[] = [
    {
      id: 'title',
      header: t('tips.fields.title'),
      cell: (tip) => <span className="font-medium">{tip[`title_${lang}`]}</span>,
    },
    { id: 'tag', header: t('tips.fields.tag'), cell: (tip) => tip[`tag_${lang}`] || '—' },
    { id: 'date', header: t('tips.date'), cell: (tip) => format.date(tip.create_date) },
    {
      id: 'delete',
      header: '',
      align: 'end',
      cell: (tip) => (
        <DeleteButton
          question={t('tips.confirm-delete')}
          label={tip[`title_${lang}`]}
          pending={remove.isPending}
          onConfirm={(done) =>
            remove.mutate(tip.id, {
              onSuccess: () => {
                done();
                notify.success(t('tips.deleted'));
              },
              onError: notifyAdminError,
            })
          }
        />
      ),
    },
  ];
  return (
    <>
      <TabHeader title={t('tabs.tips')} text={t('tips.text')} />
      <Card title={t('tips.new')}>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('tips.new')}>
          {TEXTS.map((field) => (
            <BilingualField
              key={field}
              label={t(`tips.fields.${field}`)}
              multiline={field === 'text'}
              values={{ en: draft[`${field}_en`], fa: draft[`${field}_fa`] }}
              onChange={(lang, value) => setDraft((tip) => ({ ...tip, [`${field}_${lang}`]: value }))}
            />
          ))}
          <TextField
            label={t('tips.fields.image_url')}
            dir="ltr"
            value={draft.image_url}
            onChange={(event) => setDraft((tip) => ({ ...tip, image_url: event.target.value }))}
          />
          <Button type="submit" className="self-start" pending={publish.isPending}>
            {t('tips.publish')}
          </Button>
        </form>
      </Card>
      <DataTable
        caption={t('tabs.tips')}
        columns={columns}
        rows={tips.data ?? []}
        rowKey={(tip) => tip.id}
        loading={tips.isPending}
        error={tips.isError}
        onRetry={() => void tips.refetch()}
        emptyText={t('tips.empty')}
      />
    </>
  );
};
