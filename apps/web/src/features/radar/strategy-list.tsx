import type { Strategy } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, LockIcon, SearchIcon } from '../../ui/icons';
import { useRadarFormat } from './radar-format';
import { StrategyGroupTitle } from './strategy-group-title';
import type { StrategyGroup, StrategyRow } from './strategy-rows';

export interface StrategyListProps {
  /** Undefined while the catalog loads. */
  readonly groups: readonly StrategyGroup[] | undefined;
  readonly selected: number | null;
  readonly onSelect: (strategy: Strategy) => void;
  readonly onLocked: (row: StrategyRow) => void;
  readonly className?: string;
}

const POSITION_DOT: Record<Strategy['position'], string> = {
  buy: 'bg-buy',
  sell: 'bg-sell',
  neutral: 'bg-ink-faint',
};

const SEARCHABLE_AT = 10;

/**
 * Spec §2 strategy list: by family, each strategy with its matches under the filters in its side's colour; one
 * click narrows the table to it, a locked one shows its minimum plan and asks for an upgrade (spec §4, §6).
 */
export const StrategyList = ({ groups, selected, onSelect, onLocked, className }: StrategyListProps) => {
  const { t, i18n } = useTranslation('radar');
  const format = useRadarFormat();
  const [search, setSearch] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const nameOf = (strategy: Strategy) => (i18n.language === 'fa' ? strategy.fa_name : strategy.name);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      (groups ?? [])
        .map((group) => ({
          ...group,
          rows: group.rows.filter(
            ({ strategy }) =>
              needle === '' ||
              strategy.name.toLowerCase().includes(needle) ||
              strategy.fa_name.includes(needle),
          ),
        }))
        .filter((group) => group.rows.length > 0),
    [groups, needle],
  );
  const total = groups?.reduce((sum, group) => sum + group.rows.length, 0) ?? 0;

  const toggleGroup = (group: string) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  const row = ({ strategy, visibility, count }: StrategyRow) => {
    const locked = visibility.status === 'locked';
    const isSelected = strategy.id === selected;
    return (
      <li key={strategy.id}>
        <button
          type="button"
          aria-pressed={locked ? undefined : isSelected}
          data-strategy={strategy.id}
          data-locked={locked || undefined}
          onClick={() => (locked ? onLocked({ strategy, visibility, count }) : onSelect(strategy))}
          className={clsx(
            'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-start text-sm transition',
            'focus-visible:outline-2 focus-visible:outline-brand',
            isSelected ? 'bg-brand-soft font-semibold text-ink' : 'hover:bg-surface-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx('size-2 shrink-0 rounded-full', POSITION_DOT[strategy.position])}
          />
          <span className={clsx('min-w-0 flex-1 truncate', locked && 'text-ink-muted')}>
            {nameOf(strategy)}
          </span>
          {locked ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-gold/10 px-1.5 py-0.5 font-semibold text-[11px] text-gold">
              <LockIcon size={12} aria-label={t('locked')} />
              {t(`plan.${visibility.minCap}`)}
            </span>
          ) : (
            <span
              className={clsx(
                'tabular min-w-7 shrink-0 rounded-md px-1.5 py-0.5 text-center font-semibold text-xs',
                count === undefined || count === 0
                  ? 'text-ink-faint'
                  : strategy.position === 'sell'
                    ? 'bg-sell/12 text-sell'
                    : 'bg-buy/12 text-buy',
              )}
              title={
                count === undefined
                  ? undefined
                  : t('strategies.matches', { count, total: format.total(count) })
              }
            >
              {count === undefined ? '–' : format.total(count)}
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <section
      aria-labelledby="radar-strategies-title"
      className={clsx('flex min-h-0 flex-col rounded-xl border border-line bg-surface-raised', className)}
    >
      <header className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
        <h2 id="radar-strategies-title" className="font-semibold text-sm">
          {t('strategies.title')}
        </h2>
        {groups !== undefined && (
          <span className="tabular text-ink-muted text-xs">{format.total(total)}</span>
        )}
      </header>
      {total >= SEARCHABLE_AT && (
        <div className="relative px-3 pb-2">
          <SearchIcon
            size={15}
            className="pointer-events-none absolute start-5.5 top-1/2 -translate-y-[calc(50%+4px)] text-ink-faint"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('strategies.search')}
            aria-label={t('strategies.search')}
            className="h-9 w-full rounded-lg border border-line bg-surface ps-8 pe-2 text-sm outline-none focus:border-brand"
          />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-3">
        {groups === undefined &&
          Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="skeleton mx-1.5 my-2 h-6 rounded-md" />
          ))}
        {groups !== undefined && shown.length === 0 && (
          <p className="px-3 py-6 text-center text-ink-muted text-sm">{t('strategies.none')}</p>
        )}
        {shown.map((group) => {
          const open = needle !== '' || !closed.has(group.group);
          return (
            <div key={group.group} className="mt-1 first:mt-0">
              <button
                type="button"
                aria-expanded={open}
                onClick={() => toggleGroup(group.group)}
                className="sticky top-0 z-10 flex w-full items-center gap-2 bg-surface-raised px-2.5 py-1.5 text-start font-semibold text-[11px] text-ink-muted uppercase tracking-wider"
              >
                <ChevronDownIcon
                  size={13}
                  className={clsx('transition-transform', !open && '-rotate-90 rtl:rotate-90')}
                />
                <span className="flex-1">
                  <StrategyGroupTitle group={group.group} />
                </span>
                <span className="tabular font-medium normal-case tracking-normal">
                  {format.total(group.count)}
                </span>
              </button>
              {open && (
                <ul className="grid grid-cols-1 gap-x-2 tablet:grid-cols-[repeat(auto-fill,minmax(17rem,1fr))]">
                  {group.rows.map(row)}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
};
