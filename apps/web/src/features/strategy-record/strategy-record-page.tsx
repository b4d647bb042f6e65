import type { Market } from '@tradescope/domain';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStrategies, useStrategyName } from '../../lib/endpoints/strategies';
import { useStrategyStats } from '../../lib/endpoints/strategy-stats';
import { useFormat } from '../../lib/format';
import { useUrlView } from '../../lib/url-state';
import { EmptyState, ErrorState } from '../../ui/states';
import { StrategyImage } from '../../ui/strategy-image';
import { FewSignals } from './few-signals';
import { ForwardReturns } from './forward-returns';
import { RecordFilterBar } from './record-filter-bar';
import { type RecordScope, readRecordScope, scopeRows, writeRecordScope } from './record-scope';
import { TimeframeTable } from './timeframe-table';

/** The strategy id of the address, or null when it is not one (a typo lands on "no such strategy", not a request). */
const strategyIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const Frame = ({ children }: { children: ReactNode }) => (
  <main
    data-route="strategy-record"
    className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
  >
    {children}
  </main>
);

const Body = ({ market, strategyId, scope }: { market: Market; strategyId: number; scope: RecordScope }) => {
  const { t } = useTranslation('strategy-record');
  const format = useFormat();
  const stats = useStrategyStats(market, {
    strategy: strategyId,
    ...(scope.source === null ? {} : { source: scope.source }),
    ...(scope.base === null ? {} : { base: scope.base }),
  });
  if (stats.isPending) return <div className="skeleton h-64 rounded-xl" role="status" aria-busy="true" />;
  if (stats.isError)
    return (
      <div className="rounded-xl border border-line bg-surface-raised">
        <ErrorState title={t('error')} onRetry={() => void stats.refetch()} />
      </div>
    );
  const { state, from, to } = stats.data;
  const rows = scopeRows(stats.data.records, strategyId, scope);
  if (state === 'idle') return <EmptyState title={t('idle')} />;
  const asset =
    scope.source !== null && scope.base !== null ? { source: scope.source, base: scope.base } : null;
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
      {asset !== null && (rows.length > 0 || state === 'ready') && (
        <FewSignals market={market} asset={asset} rows={rows} />
      )}
      {rows.length === 0 ? (
        state === 'ready' && asset === null && <EmptyState title={t('empty')} />
      ) : (
        <>
          <TimeframeTable records={rows} />
          {/* Fresh per scope: it opens on the scope's fullest timeframe. */}
          <ForwardReturns
            key={`${scope.source}|${scope.base}`}
            records={rows}
            drawn={scope.source === null}
          />
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
  const read = useCallback((params: URLSearchParams) => readRecordScope(market, params), [market]);
  const [scope, setScope] = useUrlView(read, writeRecordScope);
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
      <RecordFilterBar market={market} scope={scope} onChange={setScope} />
      <Body market={market} strategyId={strategyId} scope={scope} />
    </Frame>
  );
};
