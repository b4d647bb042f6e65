import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../drawer';
import { CheckIcon, SortIcon } from '../icons';
import { parseSortValue, type SortState, sortValue } from './sort';

export interface SortOption {
  readonly field: string;
  readonly label: string;
}

/** Spec §4: on phones a drawer picks `field:asc` or `field:desc` instead of header clicks. */
export const SortDrawer = ({
  options,
  sort,
  onSortChange,
}: {
  options: readonly SortOption[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = sortValue(sort);
  const choices = options.flatMap((option) =>
    (['desc', 'asc'] as const).map((direction) => ({
      value: `${option.field}:${direction}`,
      label: `${option.label} · ${t(direction === 'desc' ? 'table.high-to-low' : 'table.low-to-high')}`,
    })),
  );
  const pick = (value: string) => {
    onSortChange(parseSortValue(value));
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-3 font-medium text-sm"
      >
        <SortIcon size={15} />
        {t('table.sort')}
      </button>
      <Drawer open={open} onOpenChange={setOpen} title={t('table.sort-by')}>
        <ul className="px-2 pb-4">
          {choices.map((choice) => (
            <li key={choice.value}>
              <button
                type="button"
                onClick={() => pick(choice.value)}
                aria-pressed={choice.value === current}
                className={clsx(
                  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-start text-sm',
                  choice.value === current
                    ? 'bg-brand-soft font-semibold text-ink'
                    : 'hover:bg-surface-muted',
                )}
              >
                {choice.label}
                {choice.value === current && <CheckIcon size={16} className="text-brand" />}
              </button>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
};
