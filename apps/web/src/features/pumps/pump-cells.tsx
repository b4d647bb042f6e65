import { type Timeframe, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import type { PumpRow } from '../../lib/endpoints/pumps';
import { useFormat } from '../../lib/format';
import { chartHref } from '../../ui/chart';
import { ChartLink as SharedChartLink } from '../../ui/chart-link';
import { PairLabel, pairText } from '../../ui/pair-label';

/** The pair's chart on the candles the window was measured on (hourly where the source has them). */
export const pumpChartHref = (row: PumpRow): string =>
  chartHref('crypto', {
    source: row.source,
    base: row.base,
    quote: row.quote,
    timeframe: row.seriesTimeframe,
    strategyIds: [],
    jump: false,
  });

export const PumpPair = ({ row, logo }: { row: PumpRow; logo: string | null }) => (
  <PairLabel base={row.base} quote={row.quote} name={row.name} logo={logo} />
);

/** The window as 12h, 1d or 1w (spec §9 timeframe labels). */
export const WindowBadge = ({ window }: { window: Timeframe }) => (
  <span
    dir="ltr"
    data-window={window}
    className="inline-flex h-6 min-w-9 items-center justify-center rounded-md bg-brand-soft px-1.5 font-semibold text-brand text-xs"
  >
    {timeframeLabel(window)}
  </span>
);

/** The window's volume and how many times the usual volume it is. */
export const VolumeCell = ({ row }: { row: PumpRow }) => {
  const { t } = useTranslation('pumps');
  const format = useFormat();
  const ratio = new Intl.NumberFormat(format.locale === 'fa' ? 'fa-IR' : 'en-US', {
    maximumFractionDigits: 1,
  }).format(row.volumeRatio);
  return (
    <span className="flex flex-col items-end leading-tight">
      <span className="tabular">{format.number(row.volume)}</span>
      <span className="text-ink-muted text-xs">{t('volume-ratio', { ratio })}</span>
    </span>
  );
};

export const PumpChartLink = ({ row, withText = false }: { row: PumpRow; withText?: boolean }) => {
  const { t } = useTranslation('pumps');
  return (
    <SharedChartLink
      to={pumpChartHref(row)}
      label={t('open-chart', { pair: pairText(row) })}
      text={withText ? t('chart') : undefined}
    />
  );
};
