import type { Market, StrategyRecord } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStrategies, useStrategyName } from '../../lib/endpoints/strategies';
import { useStrategyStats } from '../../lib/endpoints/strategy-stats';
import { useFormat } from '../../lib/format';
import { EmptyState, ErrorState } from '../../ui/states';
import { StrategyImage } from '../../ui/strategy-image';
import { ForwardReturns } from './forward-returns';
import { TimeframeTable } from './timeframe-table';

/** The strategy id of the address, or null when it is not one (a typo lands on "no such strategy", not a request). */
const strategyIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The market-wide rows (every source and asset) of one strategy, shortest timeframe first. */
const marketRows = (records: readonly StrategyRecord[], strategyId: number): StrategyRecord[] =>
  records
    .filter((record) => record.strategyId === strategyId && record.source === null && record.base === null)
    .sort((a, b) => a.timeframe - b.timeframe);

const Frame = ({ children }: { children: ReactNode }) => (
  <main
    data-route="strategy-record"
    className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
  >
    {children}
  </main>
);

const Body = ({ market, strategyId }: { market: Market; strategyId: number }) => {
  const { t } = useTranslation('strategy-record');
  const format = useFormat();
  const stats = useStrategyStats(market, { strategy: strategyId });
  if (stats.isPending) return <div className="skeleton h-64 rounded-xl" role="status" aria-busy="true" />;
  if (stats.isError)
    return (
      <div className="rounded-xl border border-line bg-surface-raised">
        <ErrorState title={t('error')} onRetry={() => void stats.refetch()} />
      </div>
    );
  const { state, from, to } = stats.data;
  const rows = marketRows(stats.data.records, strategyId);
  if (state === 'idle') return <EmptyState title={t('idle')} />;
  return (
    <>
      {state === 'computing' && (
        <p
          role="status"
          className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-ink-muted text-xs"
        >
          {t('computing')}
        </p>
      )}
      {from !== null && to !== null && (
        <p className="tabular text-ink-muted text-xs">
          {t('period', { from: format.date(from), to: format.date(to) })}
        </p>
      )}
      {rows.length === 0 ? (
        state === 'ready' && <EmptyState title={t('empty')} />
      ) : (
        <>
          <TimeframeTable records={rows} />
          <ForwardReturns records={rows} />
        </>
      )}
    </>
  );
};

/**
 * A strategy's track record on one market (issue 19): its signals' outcomes beside the pattern-free baseline per
 * timeframe, the Wilson intervals, and the distribution of forward returns, worded as what it is.
 */
export const StrategyRecordPage = ({ market }: { market: Market }) => {
  const { t } = useTranslation('strategy-record');
  const { t: tApp } = useTranslation();
  const strategyId = strategyIdOf(useParams().strategyId);
  const strategies = useStrategies();
  const nameOf = useStrategyName();
  const strategy = strategyId === null ? undefined : strategies.data?.byId.get(strategyId);
  if (strategyId === null || (strategies.isSuccess && strategy === undefined))
    return (
      <Frame>
        <EmptyState title={t('not-found')} />
      </Frame>
    );
  return (
    <Frame>
      <header className="flex items-center gap-3">
        {strategy !== undefined && <StrategyImage image={strategy.image} />}
        <div className="min-w-0">
          <p className="font-semibold text-brand text-xs uppercase tracking-wider">
            {t('eyebrow', { market: tApp(`market.${market}`) })}
          </p>
          <h1 className="font-bold text-2xl tracking-tight">{nameOf(strategyId)}</h1>
        </div>
      </header>
      <p className="max-w-3xl font-medium text-sm">{t('honest')}</p>
      <p className="max-w-3xl text-ink-muted text-xs leading-relaxed">{t('method')}</p>
      <Body market={market} strategyId={strategyId} />
    </Frame>
  );
};
