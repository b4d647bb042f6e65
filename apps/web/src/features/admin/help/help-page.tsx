import type { HelpTreeEntry } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpTree } from '../../../lib/endpoints/admin-content';
import { Button } from '../../../ui/button';
import { PlusSquareIcon } from '../../../ui/icons';
import { EmptyState, ErrorState } from '../../../ui/states';
import { TabHeader } from '../../../ui/tab-header';
import { type HelpDraft, HelpEditor } from './help-editor';

type Entry = Omit<HelpTreeEntry, 'children'>;

const draftOf = (
  { id, position, platform, label_en, label_fa, content_en, content_fa, image_light, image_dark }: Entry,
  parentId: string | null,
): HelpDraft => ({
  id,
  stored: true,
  entry: {
    parentId,
    position,
    platform,
    label_en,
    label_fa,
    content_en,
    content_fa,
    image_light,
    image_dark,
  },
});

const newDraft = (parentId: string | null, position: number): HelpDraft => ({
  id: '',
  stored: false,
  entry: {
    parentId,
    position,
    platform: 'all',
    label_en: '',
    label_fa: '',
    content_en: '',
    content_fa: '',
    image_light: null,
    image_dark: null,
  },
});

/** Help sections: the tree on one side, the chosen page's editor with its preview on the other. */
export const HelpPage = () => {
  const { t, i18n } = useTranslation('admin');
  const tree = useHelpTree();
  const [draft, setDraft] = useState<HelpDraft | null>(null);
  const lang = i18n.language === 'fa' ? 'fa' : 'en';
  const sections = tree.data ?? [];
  const item = (entry: Entry, parentId: string | null) => (
    <button
      type="button"
      onClick={() => setDraft(draftOf(entry, parentId))}
      className={clsx(
        'w-full truncate rounded-md px-2 py-1.5 text-start text-sm transition hover:bg-surface-muted',
        draft?.id === entry.id && 'bg-brand/10 text-brand',
      )}
    >
      {entry[`label_${lang}`]}
    </button>
  );
  return (
    <>
      <TabHeader title={t('tabs.help')} text={t('help.text')}>
        <Button
          variant="secondary"
          onClick={() => setDraft(newDraft(null, (sections.at(-1)?.position ?? 0) + 10))}
        >
          <PlusSquareIcon size={14} />
          {t('help.new-section')}
        </Button>
      </TabHeader>
      {tree.isError && <ErrorState onRetry={() => void tree.refetch()} />}
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-start">
        <nav
          aria-label={t('tabs.help')}
          className="rounded-xl border border-line bg-surface-raised p-2 desktop:w-64 desktop:shrink-0"
        >
          <ul className="flex flex-col gap-0.5">
            {sections.map((section) => (
              <li key={section.id}>
                {item(section, null)}
                <ul className="ms-3 border-line border-s ps-2">
                  {section.children.map((child) => (
                    <li key={child.id}>{item(child, section.id)}</li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() =>
                        setDraft(newDraft(section.id, (section.children.at(-1)?.position ?? 0) + 10))
                      }
                      className="w-full rounded-md px-2 py-1 text-start text-brand text-xs hover:bg-surface-muted"
                    >
                      + {t('help.new-child')}
                    </button>
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          {draft ? (
            <HelpEditor
              key={`${draft.id}-${draft.entry.parentId}-${draft.stored}`}
              draft={draft}
              sections={sections}
              onDone={setDraft}
            />
          ) : (
            <EmptyState title={t('help.empty')} />
          )}
        </div>
      </div>
    </>
  );
};
