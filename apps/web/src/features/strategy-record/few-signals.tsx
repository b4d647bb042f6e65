import {
  type Market,
  MIN_TRACK_SAMPLE,
  SOURCES,
  type SourceName,
  type StrategyRecord,
  timeframeLabel,
} from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useLanguage } from '../../lib/i18n';
import { EmptyState } from '../../ui/states';
import { countText } from '../../ui/track-record';
import { writeRecordScope } from './record-scope';

/**
 * An asset has a record of its own only on the timeframes where MIN_TRACK_SAMPLE of the strategy's signals on it have
 * ended (issue 19): the page says so rather than leaving a timeframe out silently, or showing nothing.
 */
export const FewSignals = ({
  market,
  asset,
  rows,
}: {
  market: Market;
  asset: { source: SourceName; base: string };
  rows: readonly StrategyRecord[];
}) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  const source = useMarketSources(market).sources.sources.find((each) => each.name === asset.source);
  const words = {
    asset: asset.base.toUpperCase(),
    source: source?.title ?? SOURCES[asset.source].title,
    n: countText(MIN_TRACK_SAMPLE, locale),
  };
  const measured = new Set(rows.map((row) => row.timeframe));
  const fewer = (source?.timeframes ?? []).filter((timeframe) => !measured.has(timeframe));
  if (rows.length === 0)
    return (
      <div className="rounded-xl border border-line bg-surface-raised" data-testid="few-signals">
        <EmptyState
          title={t('asset.none', words)}
          text={t('asset.none-text', words)}
          action={
            <Link
              to={{ search: writeRecordScope({ source: asset.source, base: null }).toString() }}
              replace
              className="font-semibold text-brand text-sm hover:underline"
            >
              {t('asset.see-source', words)}
            </Link>
          }
        />
      </div>
    );
  if (fewer.length === 0) return null;
  return (
    <p
      className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-ink-muted text-xs"
      data-testid="few-signals"
    >
      {t('asset.some', { ...words, timeframes: fewer.map(timeframeLabel).join(' · ') })}
    </p>
  );
};
