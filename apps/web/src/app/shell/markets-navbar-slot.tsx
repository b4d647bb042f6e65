import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCHES_NAVBAR, useLayout } from '../../lib/layout';
import { useCurrentMarket } from './use-current-market';

// The navbar and its words load after the first paint, off the first-load budget (DESIGN §7).
const MatchesNavbar = lazy(async () => {
  const feature = await import('../../features/matches-navbar');
  await feature.loadTranslations();
  return { default: feature.MatchesNavbar };
});

// The row's width: the page less the shell's 20 px paddings, at most the shell's 1600 px.
const rowWidth = () => Math.min(1600, globalThis.innerWidth ?? 1280) - 40;

/** What the navbar looks like until its code arrives: its tabs and floor(width / 250) placeholders (spec §2). */
const NavbarSkeleton = () => {
  const { t } = useTranslation();
  const [width, setWidth] = useState(rowWidth);
  useEffect(() => {
    const onResize = () => setWidth(rowWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div aria-hidden="true" className="flex min-w-0 flex-1 items-center gap-2">
      <div className="flex shrink-0 rounded-lg bg-surface-muted p-0.5 font-medium text-xs">
        <span className="flex h-8 items-center rounded-md bg-surface-raised px-2 font-semibold text-buy shadow-sm">
          {t('navbar.buy')}
        </span>
        <span className="flex h-8 items-center px-2 font-semibold text-ink-muted">{t('navbar.sell')}</span>
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-3 overflow-hidden">
        {Array.from({ length: Math.max(1, Math.floor(width / MATCHES_NAVBAR.itemPx)) }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            key={index}
            className="flex h-11 min-w-0 shrink items-center gap-2.5 rounded-lg border border-line px-2.5"
            style={{ flexBasis: MATCHES_NAVBAR.itemPx }}
          >
            <span className="skeleton size-7 shrink-0 rounded-full" />
            <span className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span className="skeleton h-2.5 w-3/5 rounded" />
              <span className="skeleton h-2 w-4/5 rounded" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
};

/**
 * The markets navbar under the market tabs (spec §2): the matches navbar of the current market. Hidden on phones
 * (there its code is not even fetched) and, by the shell, on pages flagged to go without it.
 */
export const MarketsNavbarSlot = () => {
  const { t } = useTranslation();
  const layout = useLayout();
  const { market } = useCurrentMarket();
  return (
    <section
      aria-label={t('navbar.label')}
      data-testid="markets-navbar"
      className="hidden border-line border-b bg-surface-raised/60 tablet:block"
    >
      <div className="mx-auto flex h-16 max-w-[1600px] items-center px-5">
        {layout !== 'mobile' && (
          <Suspense fallback={<NavbarSkeleton />}>
            <MatchesNavbar market={market} />
          </Suspense>
        )}
      </div>
    </section>
  );
};
