import { clampRange, parseRangeInput, type RangeBounds, type RangeEnds } from '@tradescope/domain';
import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from './icons';

/** A range filter's value (spec §3 Range value); isWhole means no bound applies. */
export type RangeValue = RangeEnds & { readonly isWhole: boolean };

export interface RangeFilterProps {
  readonly label: string;
  readonly value: RangeEnds;
  readonly bounds: RangeBounds;
  readonly onChange: (value: RangeValue) => void;
  /** Advanced ranges are access-gated (spec §2): a locked filter opens the upgrade modal instead. */
  readonly locked?: boolean;
  readonly onLockedClick?: () => void;
}

const textOf = (value: number | null): string => (value === null ? '' : String(value));

/**
 * Spec §5: from and to are clamped between min and max with from <= to; empty is unbounded; commas are
 * stripped; text that is not a number is ignored. The domain's parseRangeInput and clampRange do the rules.
 */
export const RangeFilter = ({
  label,
  value,
  bounds,
  onChange,
  locked = false,
  onLockedClick,
}: RangeFilterProps) => {
  const { t } = useTranslation();
  const [from, setFrom] = useState(textOf(value.from));
  const [to, setTo] = useState(textOf(value.to));

  useEffect(() => {
    setFrom(textOf(value.from));
    setTo(textOf(value.to));
  }, [value.from, value.to]);

  const commit = () => {
    const next = clampRange({ from: parseRangeInput(from), to: parseRangeInput(to) }, bounds);
    setFrom(textOf(next.from));
    setTo(textOf(next.to));
    if (next.from !== value.from || next.to !== value.to) {
      onChange({ from: next.from, to: next.to, isWhole: next.from === null && next.to === null });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const input = (which: 'from' | 'to') => (
    <input
      type="text"
      inputMode="decimal"
      value={which === 'from' ? from : to}
      onChange={(event) => (which === 'from' ? setFrom : setTo)(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      disabled={locked}
      aria-label={`${label} ${t(which === 'from' ? 'range.from' : 'range.to')}`}
      placeholder={t(which === 'from' ? 'range.min' : 'range.max')}
      className="tabular h-9 w-full min-w-0 rounded-lg border border-line-strong bg-surface-raised px-2.5 text-sm outline-none focus:border-brand disabled:opacity-60"
    />
  );
  return (
    <fieldset className="relative min-w-0">
      <legend className="mb-1.5 font-medium text-ink-muted text-xs">{label}</legend>
      <div className={clsx('flex items-center gap-1.5', locked && 'blur-[1.5px]')}>
        {input('from')}
        <span className="text-ink-faint text-xs">–</span>
        {input('to')}
      </div>
      {locked && (
        <button
          type="button"
          onClick={onLockedClick}
          className="absolute inset-x-0 bottom-0 flex h-9 items-center justify-center gap-1.5 rounded-lg border border-gold/30 bg-surface-raised/80 font-semibold text-gold text-xs backdrop-blur-[1px] hover:bg-gold/10"
        >
          <LockIcon size={14} />
          {t('access.upgrade')}
        </button>
      )}
    </fieldset>
  );
};
