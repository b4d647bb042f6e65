import type { Market } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatches } from '../../lib/endpoints/live-matches';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useStrategies } from '../../lib/endpoints/strategies';
import { useLanguage } from '../../lib/i18n';
import { MATCHES_NAVBAR } from '../../lib/layout';
import { CardSkeleton } from '../../ui/card-skeleton';
import { ChevronEndIcon, ChevronStartIcon } from '../../ui/icons';
import { NavbarItem } from './navbar-item';
import { itemsPerPage, skeletonCount } from './navbar-layout';
import { SideTabs } from './side-tabs';
import { type NavbarQuery, useNavbarMatches } from './use-navbar-matches';

const GAP_PX = MATCHES_NAVBAR.slotPx - MATCHES_NAVBAR.itemPx;

const arrow =
  'inline-flex size-7 items-center justify-center rounded-lg text-ink-muted transition hover:bg-surface-muted hover:text-ink disabled:pointer-events-none disabled:opacity-35 focus-visible:outline-2 focus-visible:outline-brand';

/** The user's navbar: buy and sell tabs, a page of matches, and arrows that move a page at a time. */
export const NavbarLists = ({
  market,
  query,
  width,
}: {
  market: Market;
  query: NavbarQuery;
  width: number;
}) => {
  const { t } = useTranslation('matches-navbar');
  const language = useLanguage();
  // Every page keeps the navbar live, not only the pages with a socket of their own.
  useLiveMatches(market, query.source);
  const perPage = itemsPerPage(width);
  const view = useNavbarMatches(market, query, perPage);
  const strategies = useStrategies().data?.byId;
  const assets = useMarketAssets(market, query.source).data ?? [];
  const logos = new Map(assets.map((asset) => [`${asset.base}/${asset.quote}`, asset.logo]));
  const strategyName = (id: number, fallback: string) => {
    const strategy = strategies?.get(id);
    if (strategy === undefined) return fallback;
    return language === 'fa' ? strategy.fa_name : strategy.name;
  };

  let body: ReactNode;
  if (view.isError) {
    body = (
      <p role="alert" className="flex min-w-0 items-center gap-2 text-ink-muted text-xs">
        <span className="truncate">{t('error')}</span>
        <button
          type="button"
          onClick={view.retry}
          className="shrink-0 font-semibold text-brand hover:underline"
        >
          {t('retry')}
        </button>
      </p>
    );
  } else if (view.total === undefined) {
    body = Array.from({ length: skeletonCount(width) }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
      <CardSkeleton key={index} width={MATCHES_NAVBAR.itemPx} fill />
    ));
  } else if (view.total === 0) {
    body = <p className="truncate text-ink-muted text-xs">{t(`empty-${view.side}`)}</p>;
  } else {
    body = (
      <ul aria-label={t(`list-${view.side}`)} className="flex min-w-0 items-center" style={{ gap: GAP_PX }}>
        {view.slots.map(({ position, match }) => (
          <li key={position} className="shrink-0">
            {match === null ? (
              <CardSkeleton width={MATCHES_NAVBAR.itemPx} />
            ) : (
              <NavbarItem
                market={market}
                match={match}
                side={view.side}
                strategy={strategyName(match.strategyId, match.strategyName)}
                logo={logos.get(`${match.base}/${match.quote}`) ?? null}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <SideTabs side={view.side} onChange={view.choose} />
      <div className="flex min-w-0 flex-1 items-center gap-3 overflow-hidden">{body}</div>
      <div className="flex shrink-0 items-center">
        <button
          type="button"
          className={arrow}
          onClick={view.previous}
          disabled={!view.hasPrevious}
          aria-label={t('previous')}
        >
          <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          className={arrow}
          onClick={view.next}
          disabled={!view.hasNext}
          aria-label={t('next')}
        >
          <ChevronEndIcon size={16} className="rtl:-scale-x-100" />
        </button>
      </div>
    </>
  );
};
