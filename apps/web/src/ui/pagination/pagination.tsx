import { LIMITS } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useLayout } from '../../lib/layout';
import { ChevronEndIcon, ChevronStartIcon } from '../icons';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** The number of items paged; when it changes the list starts again at page 1 (spec §4). */
  readonly itemCount: number;
}

const scrollToTop = () => globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });

const cell = 'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm tabular transition';

/** Number pagination: 5 middle pages, 2 on phones (spec §9); resets to page 1 when the item count changes. */
export const Pagination = ({ page, pageCount, onPageChange, itemCount }: PaginationProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const middle = useLayout() === 'mobile' ? LIMITS.paginationMiddlePagesMobile : LIMITS.paginationMiddlePages;
  const lastCount = useRef(itemCount);

  useEffect(() => {
    if (lastCount.current === itemCount) return;
    lastCount.current = itemCount;
    if (page !== 1) onPageChange(1);
    scrollToTop();
  }, [itemCount, page, onPageChange]);

  if (pageCount <= 1) return null;
  const go = (target: number) => {
    onPageChange(target);
    scrollToTop();
  };
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-1 py-3">
      <button
        type="button"
        className={clsx(cell, 'text-ink-muted hover:bg-surface-muted disabled:opacity-40')}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
      </button>
      {paginationWindow(page, pageCount, middle).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap's place is its identity
          <span key={`gap-${index}`} className={clsx(cell, 'text-ink-faint')} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            className={clsx(
              cell,
              item === page ? 'bg-brand font-semibold text-on-brand' : 'text-ink hover:bg-surface-muted',
            )}
          >
            {format.count(item)}
          </button>
        ),
      )}
      <button
        type="button"
        className={clsx(cell, 'text-ink-muted hover:bg-surface-muted disabled:opacity-40')}
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('pagination.next')}
      >
        <ChevronEndIcon size={16} className="rtl:-scale-x-100" />
      </button>
    </nav>
  );
};
