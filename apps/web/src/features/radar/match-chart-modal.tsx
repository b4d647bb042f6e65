import { type Market, type Match, timeframeLabel } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIZES, useLayout } from '../../lib/layout';
import { MatchChart } from '../../ui/chart';
import { Modal } from '../../ui/modal';
import { PassedTime } from '../../ui/passed-time';
import { SideBadge } from './match-cells';
import { useRadarFormat } from './radar-format';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-[11px] text-ink-faint">{label}</dt>
    <dd className="tabular truncate font-semibold text-ink text-sm">{children}</dd>
  </div>
);

/** A match's chart with its strategy drawn on it (spec §2 chart modal): 550 px on desktop, 300 px on phones. */
export const MatchChartModal = ({
  market,
  match,
  strategyName,
  onClose,
}: {
  market: Market;
  match: Match | null;
  strategyName: (match: Match) => string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('radar');
  const format = useRadarFormat();
  const phone = useLayout() === 'mobile';
  return (
    <Modal
      open={match !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={
        match && (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span dir="ltr">{match.pair}</span>
            <SideBadge type={match.type} />
            <span className="font-normal text-ink-muted text-sm">{strategyName(match)}</span>
          </span>
        )
      }
    >
      {match && (
        <div className="flex flex-col gap-4">
          <MatchChart
            market={market}
            chart={{
              source: match.source,
              base: match.base,
              quote: match.quote,
              timeframe: match.timeframe,
              strategyIds: [match.strategyId],
              jump: false,
            }}
            height={phone ? SIZES.chartHeightMobilePx : SIZES.chartHeightDesktopPx}
          />
          <dl className="grid grid-cols-2 gap-3 tablet:grid-cols-5">
            <Fact label={t('table.timeframe')}>
              <span dir="ltr">{timeframeLabel(match.timeframe)}</span>
            </Fact>
            <Fact label={t('table.price')}>{format.price(match.price, match.priceDecimals)}</Fact>
            <Fact label={t('table.passed-candle')}>{format.total(match.passedCandle)}</Fact>
            <Fact label={t('table.distance')}>{format.percent(match.distance)}</Fact>
            <Fact label={t('table.passed-time')}>
              <PassedTime at={match.matchTimestamp * 1000} />
            </Fact>
          </dl>
        </div>
      )}
    </Modal>
  );
};
