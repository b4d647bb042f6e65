import { type Market, parseTimeframe, timeframeLabel, unixSecondsFromMillis } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/endpoints';
import { useStrategies } from '../../../lib/endpoints/strategies';
import { recordViewOf, useStrategyStats } from '../../../lib/endpoints/strategy-stats';
import { useFormat } from '../../../lib/format';
import { SelectField } from '../../../ui/filter-fields';
import { CheckIcon, ChevronEndIcon, LockIcon } from '../../../ui/icons';
import { EmptyState, ErrorState } from '../../../ui/states';
import { StrategyImage } from '../../../ui/strategy-image';
import { EdgeBadge, edgeValueOf, strategyRecordHref } from '../../../ui/track-record';
import { SearchField } from '../search-field';
import {
  DEFAULT_RECORD_TIMEFRAME,
  filterStrategies,
  NO_FILTERS,
  recordTimeframesOf,
  type StrategyFilters,
  type StrategyOrder,
  sortByEdge,
  strategyOptionsOf,
  toggleStrategy,
  valuesOf,
} from './strategy-options';

const ANY = '';
const POSITIONS = ['buy', 'sell', 'neutral'] as const;
const ORDERS: readonly StrategyOrder[] = ['catalog', 'edge'];

/** Each strategy's track record on the chosen timeframe, from that timeframe's one cached answer (issue 19). */
const useRecords = (market: Market) => {
  const timeframes = useMemo(() => recordTimeframesOf(market), [market]);
  const [timeframe, setTimeframe] = useState(
    timeframes.includes(DEFAULT_RECORD_TIMEFRAME)
      ? DEFAULT_RECORD_TIMEFRAME
      : (timeframes[0] ?? DEFAULT_RECORD_TIMEFRAME),
  );
  const { data: stats } = useStrategyStats(market, { timeframe });
  const viewOf = (strategyId: number) => stats && recordViewOf(stats, strategyId, timeframe);
  return {
    timeframes,
    timeframe,
    setTimeframe,
    viewOf,
    measured: stats !== undefined && stats.state !== 'idle',
  };
};

/** Spec §2 strategy selector: search, type / group / position filters, locked ones shown but not pickable, a cap. */
export const StrategySelector = ({
  market,
  selected,
  onChange,
  max,
}: {
  market: Market;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  max: number;
}) => {
  const { t, i18n } = useTranslation('settings');
  const { t: tr } = useTranslation();
  const { t: tRecord } = useTranslation('track-record');
  const format = useFormat();
  const { data: user } = useUser();
  const strategies = useStrategies();
  const [filters, setFilters] = useState<StrategyFilters>(NO_FILTERS);
  const [order, setOrder] = useState<StrategyOrder>('catalog');
  const records = useRecords(market);
  if (strategies.isError)
    return <ErrorState compact title={t('strategies.error')} onRetry={() => strategies.refetch()} />;
  if (strategies.isPending || !user)
    return (
      <div
        className="h-48 animate-pulse rounded-lg bg-surface-muted"
        role="status"
        aria-busy="true"
        aria-label={t('strategies.loading')}
      />
    );

  const options = strategyOptionsOf(strategies.data.list, user, market, unixSecondsFromMillis(Date.now()));
  const filtered = filterStrategies(options, filters);
  const shown =
    order === 'edge' ? sortByEdge(filtered, (id) => edgeValueOf(records.viewOf(id)?.record)) : filtered;
  const atCap = selected.length >= max;
  const persian = i18n.language === 'fa';
  const choice = (label: string, field: 'type' | 'group') => (
    <SelectField
      label={label}
      items={[
        { value: ANY, label: t('strategies.any') },
        ...valuesOf(options, field).map((value) => ({ value, label: value })),
      ]}
      value={filters[field] ?? ANY}
      onChange={(value) => setFilters({ ...filters, [field]: value === ANY ? null : value })}
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-3 items-end gap-2 tablet:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField
          value={filters.search}
          onChange={(search) => setFilters({ ...filters, search })}
          label={t('strategies.search')}
          className="col-span-3 tablet:col-span-1"
        />
        {choice(t('strategies.type'), 'type')}
        {choice(t('strategies.group'), 'group')}
        <SelectField
          label={t('strategies.position')}
          items={[
            { value: ANY, label: t('strategies.any') },
            ...POSITIONS.map((value) => ({ value, label: t(`strategies.positions.${value}`) })),
          ]}
          value={filters.position ?? ANY}
          onChange={(value) => setFilters({ ...filters, position: value === ANY ? null : value })}
        />
      </div>
      {records.measured && (
        <div className="grid grid-cols-2 items-end gap-2 tablet:w-1/2">
          <SelectField
            label={t('strategies.record-on')}
            items={records.timeframes.map((timeframe) => ({
              value: String(timeframe),
              label: timeframeLabel(timeframe),
            }))}
            value={String(records.timeframe)}
            onChange={(value) => records.setTimeframe(parseTimeframe(value) ?? records.timeframe)}
          />
          <SelectField
            label={t('strategies.order')}
            items={ORDERS.map((value) => ({ value, label: t(`strategies.orders.${value}`) }))}
            value={order}
            onChange={(value) => setOrder(value === 'edge' ? 'edge' : 'catalog')}
          />
        </div>
      )}
      <p className={clsx('tabular text-xs', atCap ? 'text-warning' : 'text-ink-muted')} aria-live="polite">
        {t('editor.selected', { count: format.count(selected.length) })} ·{' '}
        {t('strategies.cap', { max: format.count(max) })}
      </p>
      {shown.length === 0 ? (
        <EmptyState compact title={t('strategies.none')} />
      ) : (
        <ul className="grid grid-cols-1 gap-2 tablet:grid-cols-2">
          {shown.map((option) => {
            const { strategy, minCap } = option;
            const checked = selected.includes(strategy.id);
            const disabled = !checked && (minCap !== null || atCap);
            return (
              <li key={strategy.id} className="relative" data-strategy={strategy.id}>
                <button
                  type="button"
                  aria-pressed={checked}
                  aria-disabled={disabled || undefined}
                  onClick={() => {
                    const next = toggleStrategy(selected, option, max);
                    if (next) onChange(next);
                  }}
                  className={clsx(
                    'flex h-full w-full min-w-0 items-center gap-3 rounded-lg border px-3 py-2.5 text-start transition',
                    records.measured && 'pb-8',
                    'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-1',
                    checked ? 'border-brand bg-brand/8' : 'border-line bg-surface-raised',
                    disabled ? 'cursor-not-allowed opacity-60' : !checked && 'hover:bg-surface-muted',
                  )}
                >
                  <StrategyImage image={strategy.image} />
                  <span className="flex min-w-0 flex-1 flex-col leading-tight">
                    <span className="line-clamp-2 font-medium text-ink text-sm">
                      {persian ? strategy.fa_name : strategy.name}
                    </span>
                    <span className="truncate text-ink-muted text-xs">
                      {[strategy.group, strategy.type].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span
                    className={clsx(
                      'shrink-0 rounded-md px-1.5 py-0.5 font-semibold text-[10px] uppercase',
                      strategy.position === 'buy'
                        ? 'bg-buy/12 text-buy'
                        : strategy.position === 'sell'
                          ? 'bg-sell/12 text-sell'
                          : 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    {t(`strategies.positions.${strategy.position}`)}
                  </span>
                  {minCap !== null ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-gold text-xs">
                      <LockIcon size={13} />
                      {t('strategies.locked', { plan: tr(`plan.${minCap}`) })}
                    </span>
                  ) : (
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'inline-flex size-4 shrink-0 items-center justify-center rounded border',
                        checked ? 'border-brand bg-brand text-on-brand' : 'border-line-strong',
                      )}
                    >
                      {checked && <CheckIcon size={12} strokeWidth={3} />}
                    </span>
                  )}
                  {records.measured && (
                    <span className="absolute start-3 bottom-2">
                      <EdgeBadge view={records.viewOf(strategy.id)} />
                    </span>
                  )}
                </button>
                {records.measured && (
                  <Link
                    to={strategyRecordHref(market, strategy.id)}
                    aria-label={tRecord('open-strategy', {
                      name: persian ? strategy.fa_name : strategy.name,
                    })}
                    className="absolute end-3 bottom-2 inline-flex items-center gap-0.5 font-semibold text-[11px] text-brand hover:underline"
                  >
                    {tRecord('open')}
                    <ChevronEndIcon size={11} className="rtl:-scale-x-100" />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
