import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTheme } from '../../lib/theme';
import { Button } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { ChevronStartIcon, MenuIcon } from '../../ui/icons';
import { EmptyState, ErrorState } from '../../ui/states';
import { HelpHtml } from './help-html';
import { contentOf, imageOf, labelOf, pageOf, pathOf } from './help-text';
import { HelpTree } from './help-tree';
import { useHelpTree } from './use-help-tree';

/**
 * Spec §2 help.content (/help/:parent/:child?): the tree beside the page on desktop; on a phone the page takes the
 * screen and the tree waits in a drawer. The page shows its title, its picture for the theme in use and its HTML,
 * in Persian where written, else in English.
 */
export const HelpContent = () => {
  const { t } = useTranslation('help');
  const { parent, child } = useParams();
  const { help, language, layout } = useHelpTree();
  const { resolved } = useTheme();
  const [treeOpen, setTreeOpen] = useState(false);
  const found = help.data ? pageOf(help.data, parent, child) : null;
  const tree = found && help.data && (
    <HelpTree
      sections={help.data}
      language={language}
      sectionId={found.section.id}
      currentId={found.entry.id}
      onPick={() => setTreeOpen(false)}
    />
  );
  const image = found ? imageOf(found.entry, resolved) : null;
  return (
    <main
      data-route="help.content"
      className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-5 tablet:px-5 desktop:flex-row desktop:items-start desktop:gap-8"
    >
      {layout !== 'mobile' && tree && (
        <aside className="w-full shrink-0 rounded-xl border border-line bg-surface-raised p-2 desktop:sticky desktop:top-20 desktop:max-h-[calc(100dvh-6rem)] desktop:w-[280px] desktop:overflow-y-auto">
          {tree}
        </aside>
      )}
      <article className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <Link
            to="/help"
            className="inline-flex items-center gap-1 font-medium text-brand text-sm hover:underline"
          >
            <ChevronStartIcon size={15} className="rtl:-scale-x-100" />
            {t('home')}
          </Link>
          {layout === 'mobile' && tree && (
            <Button variant="secondary" size="sm" onClick={() => setTreeOpen(true)}>
              <MenuIcon size={15} />
              {t('contents')}
            </Button>
          )}
        </div>
        {help.isError ? (
          <ErrorState title={t('error')} onRetry={() => void help.refetch()} />
        ) : help.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <div className="skeleton h-8 w-2/3 rounded" />
            <div className="skeleton h-4 w-full rounded" />
            <div className="skeleton h-4 w-5/6 rounded" />
          </div>
        ) : !found ? (
          <EmptyState title={t('not-found')} />
        ) : (
          <>
            <header>
              {found.entry !== found.section && (
                <p className="font-semibold text-brand text-xs uppercase tracking-wider">
                  <Link to={pathOf(found.section)}>{labelOf(found.section, language)}</Link>
                </p>
              )}
              <h1 className="font-bold text-2xl tracking-tight">{labelOf(found.entry, language)}</h1>
            </header>
            {image && (
              <img
                src={image}
                alt=""
                data-theme-image={resolved}
                className="w-full rounded-xl border border-line"
              />
            )}
            <HelpHtml html={contentOf(found.entry, language)} />
            {found.entry === found.section && found.section.children.length > 0 && (
              <ul className="flex flex-col gap-1 border-line border-t pt-4">
                {found.section.children.map((entry) => (
                  <li key={entry.id}>
                    <Link to={pathOf(found.section, entry)} className="text-brand text-sm hover:underline">
                      {labelOf(entry, language)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </article>
      <Drawer open={treeOpen} onOpenChange={setTreeOpen} title={t('contents')} side="start">
        <div className="overflow-y-auto px-2 pb-4">{tree}</div>
      </Drawer>
    </main>
  );
};
