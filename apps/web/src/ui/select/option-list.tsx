import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, LockIcon } from '../icons';
import { filterItems, type SelectItem } from './select-item';
import { SelectSearch } from './select-search';

export interface OptionListProps {
  readonly items: readonly SelectItem[];
  readonly isSelected: (value: string) => boolean;
  readonly onPick: (item: SelectItem) => void;
  /** Whether a search box filters the list (spec §9: from 8 items, 12 for multi-selects). */
  readonly searchable: boolean;
  readonly multiple: boolean;
  readonly label: string;
}

/** The open list of a select: an optional search box and the options, locked ones with a lock. */
export const OptionList = ({ items, isSelected, onPick, searchable, multiple, label }: OptionListProps) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = searchable ? filterItems(items, query) : items;
  return (
    <div className="flex max-h-80 flex-col">
      {searchable && <SelectSearch value={query} onChange={setQuery} label={t('select.search')} />}
      <div
        role="listbox"
        aria-label={label}
        aria-multiselectable={multiple || undefined}
        className="overflow-y-auto p-1"
      >
        {shown.length === 0 && (
          <p className="px-3 py-4 text-center text-ink-muted text-sm">{t('state.no-results')}</p>
        )}
        {shown.map((item) => {
          const selected = isSelected(item.value);
          return (
            <button
              key={item.value}
              type="button"
              role="option"
              aria-selected={selected}
              aria-disabled={item.disabled || undefined}
              disabled={item.disabled}
              onClick={() => onPick(item)}
              className={clsx(
                'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-start text-sm transition',
                selected ? 'bg-brand-soft font-medium' : 'hover:bg-surface-muted',
                item.disabled && 'opacity-50',
              )}
            >
              {multiple && (
                <span
                  className={clsx(
                    'flex size-4 shrink-0 items-center justify-center rounded border',
                    selected ? 'border-brand bg-brand text-on-brand' : 'border-line-strong',
                  )}
                >
                  {selected && <CheckIcon size={12} strokeWidth={3} />}
                </span>
              )}
              <span className="min-w-0 flex-1 truncate">{item.label}</span>
              {item.lock && <LockIcon size={14} className="text-gold" aria-label={t('access.locked')} />}
              {!multiple && selected && <CheckIcon size={15} className="text-brand" />}
            </button>
          );
        })}
      </div>
    </div>
  );
};
