import type { HelpEntryInput, HelpTreeEntry } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteHelp, useSaveHelp } from '../../../lib/endpoints/admin-content';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Segmented } from '../../../ui/segmented';
import { SelectField } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { BilingualField, LANGS } from '../bilingual-fields';
import { Card } from '../card';
import { DeleteButton } from '../delete-button';
import { HtmlPreview } from './html-preview';

const PLATFORMS = ['all', 'desktop', 'mobile'] as const;

export interface HelpDraft {
  readonly id: string;
  /** False for a page not stored yet: its address can still change. */
  readonly stored: boolean;
  readonly entry: HelpEntryInput;
}

/** Edits one help section or page: its address, place, labels, HTML in both languages with a preview, pictures. */
export const HelpEditor = ({
  draft,
  sections,
  onDone,
}: {
  draft: HelpDraft;
  sections: readonly HelpTreeEntry[];
  /** The stored page after a save, null after a delete. */
  onDone: (saved: HelpDraft | null) => void;
}) => {
  const { t } = useTranslation('admin');
  const [id, setId] = useState(draft.id);
  const [entry, setEntry] = useState(draft.entry);
  const [previewLang, setPreviewLang] = useState<(typeof LANGS)[number]>('en');
  const save = useSaveHelp();
  const remove = useDeleteHelp();
  const set = <K extends keyof HelpEntryInput>(key: K, value: HelpEntryInput[K]) =>
    setEntry((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id, entry },
      {
        onSuccess: () => {
          notify.success(t('help.saved'));
          onDone({ id, stored: true, entry });
        },
        onError: notifyAdminError,
      },
    );
  };
  const label = entry.label_en || id;
  return (
    <Card
      title={draft.stored ? t('help.editing', { label }) : t('help.new-section')}
      action={
        draft.stored && (
          <DeleteButton
            question={t('help.confirm-delete', { label })}
            label={label}
            pending={remove.isPending}
            onConfirm={(done) =>
              remove.mutate(id, {
                onSuccess: () => {
                  done();
                  notify.success(t('help.deleted'));
                  onDone(null);
                },
                onError: notifyAdminError,
              })
            }
          />
        )
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('help.editing', { label })}>
        <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-4">
          <TextField
            label={t('help.id')}
            title={t('help.id-hint')}
            dir="ltr"
            value={id}
            disabled={draft.stored}
            onChange={(event) => setId(event.target.value)}
          />
          <SelectField
            label={t('help.parent')}
            value={entry.parentId ?? ''}
            options={[
              { value: '', label: t('help.no-parent') },
              ...sections
                .filter((section) => section.id !== id)
                .map((section) => ({ value: section.id, label: section.label_en })),
            ]}
            onChange={(value) => set('parentId', value === '' ? null : value)}
          />
          <TextField
            label={t('help.position')}
            type="number"
            min={0}
            value={String(entry.position)}
            onChange={(event) => set('position', Number(event.target.value) || 0)}
          />
          <SelectField
            label={t('help.platform')}
            value={entry.platform}
            options={PLATFORMS.map((value) => ({ value, label: t(`help.platforms.${value}`) }))}
            onChange={(value) => set('platform', value as HelpEntryInput['platform'])}
          />
        </div>
        <BilingualField
          label={t('help.label')}
          values={{ en: entry.label_en, fa: entry.label_fa }}
          onChange={(lang, value) => set(`label_${lang}`, value)}
        />
        <BilingualField
          label={t('help.content')}
          multiline
          rows={12}
          values={{ en: entry.content_en, fa: entry.content_fa }}
          onChange={(lang, value) => set(`content_${lang}`, value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-sm">{t('help.preview')}</p>
          <Segmented
            label={t('help.preview')}
            value={previewLang}
            options={LANGS.map((lang) => ({ value: lang, label: t(lang === 'en' ? 'english' : 'persian') }))}
            onChange={setPreviewLang}
          />
        </div>
        <HtmlPreview html={entry[`content_${previewLang}`]} lang={previewLang} />
        <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
          {(['image_light', 'image_dark'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`help.${key}`)}
              dir="ltr"
              value={entry[key] ?? ''}
              onChange={(event) => set(key, event.target.value === '' ? null : event.target.value)}
            />
          ))}
        </div>
        <Button type="submit" className="self-start" pending={save.isPending}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
};
