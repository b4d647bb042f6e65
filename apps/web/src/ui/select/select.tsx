import { LIMITS } from '@tradescope/domain';
import { useState } from 'react';
import { DeferredPopover } from '../deferred-popover';
import { OptionList } from './option-list';
import type { SelectItem } from './select-item';
import { SelectTrigger } from './trigger';

export interface SelectProps {
  readonly label: string;
  readonly items: readonly SelectItem[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  /** A locked option was picked: the screen opens the upgrade modal. */
  readonly onLockedPick?: (item: SelectItem) => void;
  /** Items from which a search box shows; spec §9 says 8, some filter lists 10. */
  readonly searchableAt?: number;
}

export const popoverClass =
  'animate-pop-in z-50 w-[var(--radix-popover-trigger-width)] min-w-56 overflow-hidden rounded-xl border border-line bg-surface-raised shadow-pop';

/** A single select, searchable from 8 items (spec §9). */
export const Select = ({
  label,
  items,
  value,
  onChange,
  placeholder,
  onLockedPick,
  searchableAt = LIMITS.selectSearchableAt,
}: SelectProps) => {
  const [open, setOpen] = useState(false);
  const selected = items.find((item) => item.value === value);
  const pick = (item: SelectItem) => {
    if (item.lock) onLockedPick?.(item);
    else onChange(item.value);
    setOpen(false);
  };
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <SelectTrigger label={label}>
          <span className={selected ? 'truncate' : 'truncate text-ink-faint'}>
            {selected?.label ?? placeholder ?? label}
          </span>
        </SelectTrigger>
      }
    >
      {(Popover) => (
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={6} className={popoverClass}>
            <OptionList
              label={label}
              items={items}
              isSelected={(candidate) => candidate === value}
              onPick={pick}
              searchable={items.length >= searchableAt}
              multiple={false}
            />
          </Popover.Content>
        </Popover.Portal>
      )}
    </DeferredPopover>
  );
};
