import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon, HelpIcon } from '../../ui/icons';
import { EmptyState, ErrorState } from '../../ui/states';
import { type HelpListing, listHelp } from './help-search';
import { HelpSearchBox } from './help-search-box';
import { type HelpLanguage, labelOf, pathOf } from './help-text';
import { useHelpTree } from './use-help-tree';

const LINK =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm transition hover:bg-surface-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

const Listing = ({ listing, language }: { listing: HelpListing; language: HelpLanguage }) => {
  const { t } = useTranslation('help');
  return (
    // Columns rather than a grid: groups keep their own height instead of stretching to the row's tallest.
    <div className="columns-1 gap-4 tablet:columns-2 [&>section]:mb-4 [&>section]:break-inside-avoid">
      {listing.groups.map(({ section, children }) => (
        <section
          key={section.id}
          aria-labelledby={`help-group-${section.id}`}
          className="rounded-xl border border-line bg-surface-raised p-2"
        >
          <h2 id={`help-group-${section.id}`} className="px-3 pt-2 pb-1">
            <Link to={pathOf(section)} className="font-bold text-base hover:text-brand">
              {labelOf(section, language)}
            </Link>
          </h2>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={pathOf(section, child)} className={LINK}>
                  <span className="min-w-0 flex-1">{labelOf(child, language)}</span>
                  <ChevronEndIcon size={14} className="shrink-0 text-ink-faint rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {listing.other.length > 0 && (
        <section
          aria-labelledby="help-group-other"
          className="rounded-xl border border-line bg-surface-raised p-2"
        >
          <h2 id="help-group-other" className="px-3 pt-2 pb-1 font-bold text-base">
            {t('other')}
          </h2>
          <ul>
            {listing.other.map((item) => (
              <li key={item.id}>
                <Link to={pathOf(item)} className={LINK}>
                  <span className="min-w-0 flex-1">{labelOf(item, language)}</span>
                  <ChevronEndIcon size={14} className="shrink-0 text-ink-faint rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};

/** Spec §2 help home: the title, a search with a clear button, and the sections as groups and "other". */
export const HelpHome = () => {
  const { t } = useTranslation('help');
  const { help, language } = useHelpTree();
  const [query, setQuery] = useState('');
  const listing = listHelp(help.data ?? [], query, language);
  const empty = listing.groups.length === 0 && listing.other.length === 0;
  return (
    <main data-route="help" className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 tablet:px-5">
      <header className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <HelpIcon size={22} />
        </span>
        <div>
          <h1 className="font-bold text-2xl tracking-tight">{t('title')}</h1>
          <p className="text-ink-muted text-sm">{t('intro')}</p>
        </div>
      </header>
      <HelpSearchBox value={query} onChange={setQuery} />
      {help.isError ? (
        <ErrorState title={t('error')} onRetry={() => void help.refetch()} />
      ) : help.isPending ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="skeleton h-40 rounded-xl" />
          ))}
        </div>
      ) : empty ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Listing listing={listing} language={language} />
      )}
    </main>
  );
};
