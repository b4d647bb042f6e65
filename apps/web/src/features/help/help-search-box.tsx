import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../ui/icons';

/** The help home's search: a labelled field with a clear button once something is typed. */
export const HelpSearchBox = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation('help');
  return (
    <div className="relative">
      <SearchIcon
        size={17}
        className="-translate-y-1/2 pointer-events-none absolute start-3.5 top-1/2 text-ink-faint"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="h-12 w-full rounded-xl border border-line bg-surface-raised ps-11 pe-12 text-base shadow-sm outline-none transition placeholder:text-ink-faint focus:border-brand focus:ring-2 focus:ring-brand/25 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('search.clear')}
          title={t('search.clear')}
          className="-translate-y-1/2 absolute end-2 top-1/2 flex size-9 items-center justify-center rounded-lg text-ink-muted transition hover:bg-surface-muted hover:text-ink"
        >
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
};
