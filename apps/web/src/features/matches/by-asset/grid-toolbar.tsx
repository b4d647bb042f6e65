import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { IconButton } from '../../../ui/button';
import { ChevronEndIcon, ChevronStartIcon, RefreshIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';

/** Above the grid: how many assets matched, a refresh, and the column scroll arrows (reading-direction aware). */
export const GridToolbar = ({
  total,
  fetching,
  onRefresh,
  atStart,
  atEnd,
  onScroll,
}: {
  total: number | undefined;
  fetching: boolean;
  onRefresh: () => void;
  atStart: boolean;
  atEnd: boolean;
  onScroll: (towards: 'start' | 'end') => void;
}) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  return (
    <div className="flex items-center gap-2 border-line border-b px-3 py-2">
      <p className="flex min-w-0 flex-1 items-center gap-2 font-medium text-ink-muted text-xs">
        {total !== undefined && (
          <span className="tabular">{t('grid.assets', { count: total, n: format.count(total) })}</span>
        )}
        {fetching && (
          <span className="inline-flex items-center gap-1.5 text-ink-faint" role="status">
            <Spinner size={12} />
            {t('grid.updating')}
          </span>
        )}
      </p>
      <IconButton
        label={t('grid.refresh')}
        onClick={onRefresh}
        disabled={fetching}
        className="disabled:opacity-50"
      >
        <RefreshIcon size={16} />
      </IconButton>
      <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
      <IconButton
        label={t('grid.scroll-start')}
        onClick={() => onScroll('start')}
        disabled={atStart}
        className="disabled:pointer-events-none disabled:opacity-35"
      >
        <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
      </IconButton>
      <IconButton
        label={t('grid.scroll-end')}
        onClick={() => onScroll('end')}
        disabled={atEnd}
        className="disabled:pointer-events-none disabled:opacity-35"
      >
        <ChevronEndIcon size={16} className="rtl:-scale-x-100" />
      </IconButton>
    </div>
  );
};
