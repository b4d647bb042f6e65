import { dropUnknown, LIMITS } from '@tradescope/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DeferredPopover } from '../deferred-popover';
import { OptionList } from './option-list';
import { popoverClass } from './select';
import type { SelectItem } from './select-item';
import { SelectTrigger } from './trigger';

export interface MultiSelectProps {
  readonly label: string;
  readonly items: readonly SelectItem[];
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly placeholder?: string;
  readonly onLockedPick?: (item: SelectItem) => void;
  /** Items from which a search box shows; spec §9 says 12 for multi-selects. */
  readonly searchableAt?: number;
}

/**
 * A multi-select: searchable from 12 items, at most 3 chips then a "+N" count (spec §9), and values no
 * longer among the items are dropped (spec §5).
 */
export const MultiSelect = ({
  label,
  items,
  values,
  onChange,
  placeholder,
  onLockedPick,
  searchableAt = LIMITS.multiSelectSearchableAt,
}: MultiSelectProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const known = useMemo(() => items.map((item) => item.value), [items]);

  useEffect(() => {
    const kept = dropUnknown(values, known);
    if (kept.length !== values.length) onChange(kept);
  }, [values, known, onChange]);

  const toggle = (item: SelectItem) => {
    if (item.lock) return onLockedPick?.(item);
    onChange(
      values.includes(item.value) ? values.filter((value) => value !== item.value) : [...values, item.value],
    );
  };
  const chips = values.slice(0, LIMITS.maxChips);
  const more = values.length - chips.length;
  const labelOf = (value: string) => items.find((item) => item.value === value)?.label ?? value;

  return (
    <DeferredPopover
      trigger={
        <SelectTrigger label={label}>
          {values.length === 0 && <span className="truncate text-ink-faint">{placeholder ?? label}</span>}
          {chips.map((value) => (
            <span
              key={value}
              data-testid="chip"
              className="max-w-24 shrink-0 truncate rounded-md bg-surface-muted px-1.5 py-0.5 font-medium text-xs"
            >
              {labelOf(value)}
            </span>
          ))}
          {more > 0 && (
            <span
              className="shrink-0 rounded-md bg-brand-soft px-1.5 py-0.5 font-semibold text-xs"
              title={t('select.more', { count: more })}
            >
              +{format.count(more)}
            </span>
          )}
        </SelectTrigger>
      }
    >
      {(Popover) => (
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={6} className={popoverClass}>
            <OptionList
              label={label}
              items={items}
              isSelected={(value) => values.includes(value)}
              onPick={toggle}
              searchable={items.length >= searchableAt}
              multiple
            />
          </Popover.Content>
        </Popover.Portal>
      )}
    </DeferredPopover>
  );
};
