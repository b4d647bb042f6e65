import { LIMITS } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DeferredPopover } from '../deferred-popover';
import { OptionList } from './option-list';
import { popoverClass, type SelectProps } from './select';
import { filterItems, type SelectItem } from './select-item';
import { SelectSearch } from './select-search';
import { SelectTrigger } from './trigger';

export interface LimitedSelectProps extends Omit<SelectProps, 'onLockedPick'> {
  /** At most this many options are listed; the search reaches the rest (spec §9: sources 50, bases 160). */
  readonly limit: number;
}

/**
 * A single select over a long list: searchable from `searchableAt` items, and listing only the first `limit`
 * options that match the search, so thousands of bases open at once and typing finds any of them.
 */
export const LimitedSelect = ({
  label,
  items,
  value,
  onChange,
  placeholder,
  limit,
  searchableAt = LIMITS.selectSearchableAt,
}: LimitedSelectProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = items.find((item) => item.value === value);
  const searchable = items.length >= searchableAt;
  const matching = searchable ? filterItems(items, query) : items;
  const shown = matching.slice(0, limit);
  const hidden = matching.length - shown.length;
  const pick = (item: SelectItem) => {
    onChange(item.value);
    setOpen(false);
    setQuery('');
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
            {searchable && <SelectSearch value={query} onChange={setQuery} label={t('select.search')} />}
            <OptionList
              label={label}
              items={shown}
              isSelected={(candidate) => candidate === value}
              onPick={pick}
              searchable={false}
              multiple={false}
            />
            {hidden > 0 && (
              <p className="border-line border-t px-3 py-2 text-center text-ink-faint text-xs">
                {t('select.more', { count: format.count(hidden) })}
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      )}
    </DeferredPopover>
  );
};
