import { ALL_BASES } from '@tradescope/domain';
import { clsx } from 'clsx';
import { Popover } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIZES } from '../../lib/layout';
import { AssetLogo } from '../../ui/asset-logo';
import { CheckIcon, GridIcon, LockIcon } from '../../ui/icons';
import { SelectSearch } from '../../ui/select';
import { popoverClass } from '../../ui/select/select';
import { SelectTrigger } from '../../ui/select/trigger';
import { type BaseItem, pickBaseItems } from './base-items';

export interface BasePickerProps {
  readonly label: string;
  /** A base symbol or "all". */
  readonly value: string;
  /** Undefined while the source's assets load. */
  readonly items: readonly BaseItem[] | undefined;
  readonly onChange: (base: string) => void;
  readonly onLockedPick: () => void;
}

const optionClass = (selected: boolean) =>
  clsx(
    'flex w-full items-center gap-2.5 rounded-md px-2.5 py-1.5 text-start text-sm transition',
    selected ? 'bg-brand-soft font-medium' : 'hover:bg-surface-muted',
  );

/**
 * The radar's asset picker (spec §5 radar variant): one base or all, the top 30 by market cap until a search,
 * which matches the lowercase base or the name; the list is at most 368 px tall.
 */
export const BasePicker = ({ label, value, items, onChange, onLockedPick }: BasePickerProps) => {
  const { t } = useTranslation('radar');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => pickBaseItems(items ?? [], search), [items, search]);
  const selected = items?.find((item) => item.base === value);

  const pick = (item: BaseItem | null) => {
    if (item?.locked) onLockedPick();
    else onChange(item?.base ?? ALL_BASES);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <SelectTrigger label={label}>
          {value === ALL_BASES ? (
            <span className="truncate">{t('filters.all-bases')}</span>
          ) : (
            <>
              <AssetLogo base={value} logo={selected?.logo ?? null} size={18} />
              <span className="truncate font-medium" dir="ltr">
                {value.toUpperCase()}
              </span>
            </>
          )}
        </SelectTrigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={6} className={clsx(popoverClass, 'min-w-64')}>
          <SelectSearch value={search} onChange={setSearch} label={t('filters.search-bases')} />
          <div
            role="listbox"
            aria-label={label}
            className="overflow-y-auto p-1"
            style={{ maxHeight: SIZES.assetPickerMaxHeightPx }}
          >
            {search.trim() === '' && (
              <button
                type="button"
                role="option"
                aria-selected={value === ALL_BASES}
                onClick={() => pick(null)}
                className={optionClass(value === ALL_BASES)}
              >
                <span className="flex size-6 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <GridIcon size={13} />
                </span>
                <span className="flex-1">{t('filters.all-bases')}</span>
                {value === ALL_BASES && <CheckIcon size={15} className="text-brand" />}
              </button>
            )}
            {items === undefined && <div className="skeleton m-1 h-8 rounded-md" />}
            {items !== undefined && shown.length === 0 && (
              <p className="px-3 py-4 text-center text-ink-muted text-sm">{t('filters.no-bases')}</p>
            )}
            {shown.map((item) => (
              <button
                key={item.base}
                type="button"
                role="option"
                aria-selected={item.base === value}
                onClick={() => pick(item)}
                className={optionClass(item.base === value)}
              >
                <AssetLogo base={item.base} logo={item.logo} size={24} />
                <span className="flex min-w-0 flex-1 flex-col leading-tight">
                  <span className="font-semibold" dir="ltr">
                    {item.base.toUpperCase()}
                  </span>
                  <span className="truncate text-ink-muted text-xs">{item.name}</span>
                </span>
                {item.locked && <LockIcon size={14} className="text-gold" aria-label={t('locked')} />}
                {item.base === value && <CheckIcon size={15} className="text-brand" />}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
