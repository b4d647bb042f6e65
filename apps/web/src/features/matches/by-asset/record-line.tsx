import type { Market, Match } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStrategyRecord } from '../../../lib/endpoints/strategy-stats';
import { ChevronEndIcon } from '../../../ui/icons';
import { RecordSummary, strategyRecordHref } from '../../../ui/track-record';

/** A match's strategy record on its timeframe in one line (issue 19), as the grid cell and the phone drawer show it. */
export const RecordLine = ({
  market,
  match,
}: {
  market: Market;
  match: Pick<Match, 'strategyId' | 'timeframe'>;
}) => {
  const view = useStrategyRecord(market, match.strategyId, match.timeframe);
  return <RecordSummary market={market} timeframe={match.timeframe} view={view} compact />;
};

/** The way to a strategy's whole record, where no hover card offers it (the phone drawer). */
export const RecordLink = ({
  market,
  strategyId,
  name,
}: {
  market: Market;
  strategyId: number;
  name: string;
}) => {
  const { t } = useTranslation('track-record');
  return (
    <Link
      to={strategyRecordHref(market, strategyId)}
      aria-label={t('open-strategy', { name })}
      className="flex min-h-10 items-center gap-0.5 border-line border-t px-3 font-semibold text-brand text-xs hover:underline"
    >
      {t('open')}
      <ChevronEndIcon size={12} className="rtl:-scale-x-100" />
    </Link>
  );
};
