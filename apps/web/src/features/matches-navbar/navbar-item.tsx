import { type Market, type Match, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MATCHES_NAVBAR } from '../../lib/layout';
import { AssetLogo } from '../../ui/asset-logo';
// On the first screen: the link comes from chart-params, not the barrel that also holds the chart (DESIGN §7).
import { chartHref } from '../../ui/chart/chart-params';
import { pairText } from '../../ui/pair-label';
import { PassedTime } from '../../ui/passed-time';
import type { NavbarSide } from './navbar-layout';

const TONES: Record<NavbarSide, string> = {
  buy: 'bg-buy/12 text-buy',
  sell: 'bg-sell/12 text-sell',
};

/**
 * One match of the navbar (spec §2), 250 px wide: the asset's logo and pair, the strategy that fired, its timeframe
 * and how long ago; the whole card opens the chart on that pair, timeframe and strategy.
 */
export const NavbarItem = ({
  market,
  match,
  side,
  strategy,
  logo,
}: {
  market: Market;
  match: Match;
  side: NavbarSide;
  strategy: string;
  logo: string | null;
}) => {
  const { t } = useTranslation('matches-navbar');
  const pair = pairText(match);
  const timeframe = timeframeLabel(match.timeframe);
  const href = chartHref(market, {
    source: match.source,
    base: match.base,
    quote: match.quote,
    timeframe: match.timeframe,
    strategyIds: [match.strategyId],
    jump: false,
  });
  return (
    <Link
      to={href}
      aria-label={t('open-chart', { pair, strategy, timeframe })}
      data-side={side}
      className="group flex h-11 shrink-0 items-center gap-2.5 rounded-lg border border-line bg-surface-raised px-2.5 transition hover:border-line-strong hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2"
      style={{ width: MATCHES_NAVBAR.itemPx }}
    >
      <AssetLogo base={match.base} logo={logo} size={28} />
      <span className="flex min-w-0 flex-1 flex-col gap-1 leading-tight">
        <span className="flex items-baseline justify-between gap-2">
          <span dir="ltr" className="truncate font-semibold text-[13px] text-ink">
            {match.base.toUpperCase()}
            <span className="font-normal text-ink-faint">/{match.quote.toUpperCase()}</span>
          </span>
          <span className="shrink-0 whitespace-nowrap text-[11px] text-ink-faint">
            <PassedTime at={match.matchTimestamp * 1000} />
          </span>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-[11px] text-ink-muted">{strategy}</span>
          <span
            dir="ltr"
            className={clsx(
              'tabular shrink-0 rounded px-1.5 font-semibold text-[10px] leading-4',
              TONES[side],
            )}
          >
            {timeframe}
          </span>
        </span>
      </span>
    </Link>
  );
};
