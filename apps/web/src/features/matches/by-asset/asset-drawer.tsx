import { type AssetMatch, type AssetMatches, type Market, timeframeLabel } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useFormat } from '../../../lib/format';
import { SIZES } from '../../../lib/layout';
import { Accordion } from '../../../ui/accordion';
import { ChangeBadge } from '../../../ui/change-badge';
import { chartHref, MatchChart } from '../../../ui/chart';
import { Drawer } from '../../../ui/drawer';
import { CandlesIcon } from '../../../ui/icons';
import { LivePrice } from '../../../ui/live-price';
import { pairText } from '../../../ui/pair-label';
import { PassedTime } from '../../../ui/passed-time';
import { PastMark } from '../../../ui/past-mark';
import { SizeTradeLink } from '../../../ui/size-trade';
import { MatchStateBadge } from '../match-state';
import { AssetTitle, SidePill } from './asset-bits';
import { groupByStrategy } from './asset-strategies';
import { chartOf } from './chart-of';
import { formatDistance } from './percent';
import { RecordLine, RecordLink } from './record-line';

const MatchRow = ({ market, match, name }: { market: Market; match: AssetMatch; name: string }) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const timeframe = timeframeLabel(match.timeframe);
  return (
    <li className="flex items-center gap-2.5 px-3 py-2.5 text-xs">
      <span dir="ltr" className="tabular w-9 shrink-0 font-semibold text-ink text-sm">
        {timeframe}
      </span>
      <SidePill type={match.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-ink-muted">
        <span className="truncate">
          {t('mobile.candles', { count: match.passedCandle, n: format.count(match.passedCandle) })}
          <span className="mx-1 text-ink-faint">·</span>
          {t('mobile.distance', { value: formatDistance(match.distance, format.locale) })}
        </span>
        <span className="truncate text-ink-faint">
          <PassedTime at={match.matchTimestamp * 1000} />
        </span>
        <PastMark endedAt={match.endedAt} />
        {match.endedAt === undefined && <MatchStateBadge state={match.state} />}
        <RecordLine market={market} match={match} />
      </span>
      <Link
        to={chartHref(market, chartOf(market, match))}
        aria-label={t('mobile.open-chart-label', {
          name,
          pair: `${match.base}/${match.quote}`.toUpperCase(),
          timeframe,
        })}
        className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-line px-2.5 font-medium text-ink-muted transition hover:border-brand hover:text-brand"
      >
        <CandlesIcon size={14} />
        {t('mobile.open-chart')}
      </Link>
      <SizeTradeLink match={match} market={market} icon className="border border-line" />
    </li>
  );
};

const DrawerBody = ({ market, asset }: { market: Market; asset: AssetMatches }) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const nameOf = useStrategyName();
  const groups = groupByStrategy(asset.matches);
  const [open, setOpen] = useState(groups[0] ? String(groups[0].strategyId) : '');
  // The chart follows the open section: its strategy's newest match; the asset's newest when all are closed.
  const shown = groups.find((group) => String(group.strategyId) === open)?.matches[0] ?? asset.matches[0];
  return (
    <div className="flex flex-col gap-4 px-4 pt-1 pb-5">
      <div className="flex items-center gap-3">
        <span className="min-w-0 flex-1">
          <AssetTitle asset={asset} size={36} />
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <LivePrice
            price={asset.c_price}
            decimals={asset.matches[0]?.priceDecimals}
            className="font-semibold text-sm"
          />
          <ChangeBadge change={asset.c_change24h} />
        </span>
      </div>
      {shown && (
        <MatchChart market={market} chart={chartOf(market, shown)} height={SIZES.chartHeightMobilePx} />
      )}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink text-sm">{t('mobile.strategies')}</h3>
        <Accordion
          value={open}
          onValueChange={setOpen}
          sections={groups.map(({ strategyId, matches }) => {
            const name = nameOf(strategyId, matches[0]?.strategyName);
            return {
              value: String(strategyId),
              header: (
                <>
                  {matches[0] && <SidePill type={matches[0].type} />}
                  <span className="min-w-0 flex-1 truncate font-medium text-ink">{name}</span>
                  <span className="tabular shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-ink-muted text-xs">
                    {format.count(matches.length)}
                  </span>
                </>
              ),
              content: (
                <>
                  <ul className="divide-y divide-line">
                    {matches.map((match) => (
                      <MatchRow key={match.id} market={market} match={match} name={name} />
                    ))}
                  </ul>
                  <RecordLink market={market} strategyId={strategyId} name={name} />
                </>
              ),
            };
          })}
        />
      </section>
    </div>
  );
};

/** Spec §2: tapping an asset of the phone list opens a drawer with its 300 px chart and its matches by strategy. */
export const AssetDrawer = ({
  market,
  asset,
  onClose,
}: {
  market: Market;
  asset: AssetMatches | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('matches-by-asset');
  return (
    <Drawer
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asset ? t('detail.title', { pair: pairText(asset) }) : ''}
    >
      {asset && <DrawerBody key={asset.id} market={market} asset={asset} />}
    </Drawer>
  );
};
