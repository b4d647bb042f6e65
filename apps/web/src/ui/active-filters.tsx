import type { RangeEnds } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';
import { CloseIcon } from './icons';

/** One filter that narrows a list, as a chip: what it keeps, and how to drop it. */
export interface FilterChip {
  readonly id: string;
  readonly label: string;
  readonly onRemove: () => void;
  /** Colour of the chip (the radar's buy and sell sides); the brand tint otherwise. */
  readonly tone?: string;
}

/** A removable chip (the active filters, the radar's side and strategy). */
export const Chip = ({
  label,
  onRemove,
  removeLabel,
  tone = 'bg-brand-soft text-ink',
}: {
  label: string;
  onRemove: () => void;
  removeLabel: string;
  tone?: string | undefined;
}) => (
  <span
    data-chip
    className={clsx(
      'inline-flex h-7 max-w-full items-center gap-1 rounded-full ps-2.5 pe-1 font-semibold text-xs',
      tone,
    )}
  >
    <span className="truncate">{label}</span>
    <button
      type="button"
      onClick={onRemove}
      aria-label={removeLabel}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10"
    >
      <CloseIcon size={12} />
    </button>
  </span>
);

/** "Quote: USDT, BTC" for a list filter; nothing when the list keeps everything. */
export const listChip = (
  id: string,
  label: string,
  values: readonly string[],
  onRemove: () => void,
): FilterChip[] => (values.length === 0 ? [] : [{ id, label: `${label}: ${values.join(', ')}`, onRemove }]);

/** "Price: 1 – 200", "Price: ≥ 1" or "Price: ≤ 200" for a range; nothing when it is open. */
export const useRangeChip = () => {
  const format = useFormat();
  return (id: string, label: string, range: RangeEnds, onRemove: () => void): FilterChip[] => {
    const { from, to } = range;
    if (from === null && to === null) return [];
    const text =
      from !== null && to !== null
        ? `${format.number(from)} – ${format.number(to)}`
        : from !== null
          ? `≥ ${format.number(from)}`
          : `≤ ${format.number(to as number)}`;
    return [{ id, label: `${label}: ${text}`, onRemove }];
  };
};

/**
 * The filters narrowing a list, at a glance above it (issue 12: saved filters came back silently): their count, a
 * chip per filter that removes it, and one button back to the defaults, which also become the saved filters.
 */
export const ActiveFilters = ({
  chips,
  onClear,
}: {
  chips: readonly FilterChip[];
  /** Back to the defaults; absent when the filters are the defaults already. */
  onClear?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (chips.length === 0 && onClear === undefined) return null;
  return (
    <section
      aria-label={t('filters.active-label')}
      data-testid="active-filters"
      className="flex min-w-0 flex-wrap items-center gap-1.5"
    >
      <span className="tabular me-1 font-medium text-ink-muted text-xs">
        {t('filters.active', { count: chips.length, n: format.count(chips.length) })}
      </span>
      {chips.map((chip) => (
        <Chip
          key={chip.id}
          label={chip.label}
          tone={chip.tone}
          onRemove={chip.onRemove}
          removeLabel={t('filters.remove', { filter: chip.label })}
        />
      ))}
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="h-7 rounded-full px-2.5 font-semibold text-brand text-xs hover:bg-brand-soft"
        >
          {t('filters.clear')}
        </button>
      )}
    </section>
  );
};
