import { type Market, SOURCES, type Timeframe } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Asset } from '../../lib/endpoints/market-assets';
import { AssetLogo } from '../../ui/asset-logo';
import { ChangeBadge } from '../../ui/change-badge';
import type { ChartParams } from '../../ui/chart/chart-params';
import { ChevronStartIcon } from '../../ui/icons';
import { LivePrice } from '../../ui/live-price';
import { pairText } from '../../ui/pair-label';
import { TimeframeSwitcher } from './timeframe-switcher';

export interface ChartHeaderProps {
  readonly market: Market;
  readonly chart: ChartParams;
  readonly asset: Asset | undefined;
  /** The forming candle's close: the freshest price, even before the assets list arrives. */
  readonly price: number | undefined;
  readonly timeframes: readonly Timeframe[];
  readonly onTimeframe: (timeframe: Timeframe) => void;
  /** Live and demo badges. */
  readonly status: ReactNode;
  /** The saved-charts and time zone menu, beside the timeframes. */
  readonly tools?: ReactNode;
}

/** The back link returns where the trader came from, or to the market's assets when the chart was opened directly. */
const BackLink = ({ market }: { market: Market }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      to={`/market/${market}/assets`}
      onClick={(event) => {
        if (location.key === 'default') return;
        event.preventDefault();
        navigate(-1);
      }}
      className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg pe-2.5 ps-1.5 font-medium text-ink-muted text-sm transition hover:bg-surface-muted hover:text-ink"
    >
      <ChevronStartIcon size={18} className="rtl:-scale-x-100" />
      <span className="hidden tablet:inline">{t('chart.back')}</span>
      <span className="sr-only tablet:hidden">{t('chart.back')}</span>
    </Link>
  );
};

/** The full-screen chart's toolbar: back, the pair with its price and change, the live state, the timeframes. */
export const ChartHeader = ({
  market,
  chart,
  asset,
  price,
  timeframes,
  onTimeframe,
  status,
  tools,
}: ChartHeaderProps) => {
  const pair = pairText(chart);
  const shown = price ?? asset?.price;
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-line border-b bg-surface-raised px-2 py-2 tablet:px-4">
      <BackLink market={market} />
      <div className="flex min-w-0 items-center gap-2.5">
        <AssetLogo base={chart.base} logo={asset?.logo ?? null} size={30} />
        <div className="min-w-0 leading-tight">
          <h1 className="font-bold text-base" dir="ltr">
            {pair}
          </h1>
          <p className="truncate text-ink-muted text-xs">
            {asset?.name ? `${asset.name} · ` : ''}
            {SOURCES[chart.source].title}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {shown !== undefined && <LivePrice price={shown} className="font-semibold text-lg" />}
        {asset && <ChangeBadge change={asset.change24h} />}
      </div>
      <div className="flex items-center gap-2">{status}</div>
      <div className="flex w-full items-center gap-2 tablet:ms-auto tablet:w-auto">
        <TimeframeSwitcher
          timeframes={timeframes}
          value={chart.timeframe}
          onChange={onTimeframe}
          className="min-w-0 flex-1 tablet:flex-none"
        />
        {tools}
      </div>
    </header>
  );
};
