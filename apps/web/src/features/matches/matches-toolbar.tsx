import { MATCH_SORTS, type Market, type MatchSort } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GridIcon, SortIcon } from '../../ui/icons';
import { icon, paths } from '../../ui/icons/icon';
import { Select } from '../../ui/select';
import type { MatchesLayoutView } from './matches-filters';
import { SearchBox } from './search-box';

const TableIcon = icon('Rows', paths('M3 6h18', 'M3 12h18', 'M3 18h18'));

const sortKey = (sort: MatchSort) => `sort.${sort.replace(':', '-')}` as `sort.${string}`;

/** Spec §2 sort options: each field high-to-low or low-to-high; most recent matches first by default. */
export const SortSelect = ({ sort, onChange }: { sort: MatchSort; onChange: (sort: MatchSort) => void }) => {
  const { t } = useTranslation('matches');
  const items = MATCH_SORTS.map((value) => ({ value, label: t(sortKey(value) as 'sort.label') }));
  return (
    <div className="flex min-w-0 items-center gap-2">
      <SortIcon size={15} className="shrink-0 text-ink-muted" aria-hidden="true" />
      <Select
        label={t('sort.label')}
        items={items}
        value={sort}
        searchableAt={Number.POSITIVE_INFINITY}
        onChange={(value) => onChange(value as MatchSort)}
      />
    </div>
  );
};

/** Table or grid on desktop and tablet (spec §2 desktop grid view), kept in the address as `view=grid`. */
export const ViewSwitch = ({
  view,
  onChange,
}: {
  view: MatchesLayoutView;
  onChange: (view: MatchesLayoutView) => void;
}) => {
  const { t } = useTranslation('matches');
  const option = (value: MatchesLayoutView, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 font-medium text-xs transition',
        view === value ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
      )}
    >
      {icon}
      {t(`view.${value}`)}
    </button>
  );
  return (
    <fieldset className="flex shrink-0 rounded-lg bg-surface-muted p-0.5">
      <legend className="sr-only">{t('view.label')}</legend>
      {option('table', <TableIcon size={14} />)}
      {option('grid', <GridIcon size={14} />)}
    </fieldset>
  );
};

export interface MatchesToolbarProps {
  /** The search box's example is the market's own (EUR/USD on currencies, not BTC/USDT). */
  readonly market: Market;
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly sort: MatchSort;
  readonly onSortChange: (sort: MatchSort) => void;
  /** Undefined on phones: the phone always shows its list. */
  readonly view?: MatchesLayoutView;
  readonly onViewChange?: (view: MatchesLayoutView) => void;
  /** The phone's filter button, ahead of the search box. */
  readonly filterButton?: ReactNode;
}

/** Search, sort and (desktop) the table/grid switch above the results. */
export const MatchesToolbar = ({
  search,
  onSearch,
  sort,
  onSortChange,
  view,
  onViewChange,
  filterButton,
  market,
}: MatchesToolbarProps) => (
  <div className="flex flex-wrap items-center gap-2">
    <SearchBox
      market={market}
      value={search}
      onSearch={onSearch}
      className="w-full tablet:w-auto tablet:max-w-sm tablet:flex-1"
    />
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
      {filterButton}
      <div className="min-w-0 flex-1 tablet:w-60 tablet:flex-none">
        <SortSelect sort={sort} onChange={onSortChange} />
      </div>
      {view !== undefined && onViewChange && <ViewSwitch view={view} onChange={onViewChange} />}
    </div>
  </div>
);
