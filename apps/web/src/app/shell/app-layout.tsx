import { hidesMatchesNavbar, isRouteName } from '@tradescope/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRouteName } from '../route-handle';
import { BottomNav } from './bottom-nav';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { ImpersonationBanner } from './impersonation-banner';
import { JumpNotifications } from './jump-notifications';
import { MarketTabs } from './market-tabs';
import { MarketsNavbarSlot } from './markets-navbar-slot';
import { MobileHeader } from './mobile-header';
import { VerifyPhoneBanner } from './verify-phone-banner';

// The shell's modals open later or never; they load after the first paint, off the first-load budget.
const ShellModals = lazy(() =>
  import('../modals/shell-modals').then((module) => ({ default: module.ShellModals })),
);

/**
 * The shell every page but the chart sits in (spec §2): the desktop or mobile header (CSS decides at
 * 1025 px), the markets navbar (hidden on phones and flagged pages), the page, the footer and the bottom nav.
 */
export const AppLayout = () => {
  const { t } = useTranslation();
  const name = useRouteName();
  const showNavbar =
    name !== undefined && isRouteName(name) && name.startsWith('market.') && !hidesMatchesNavbar(name);
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('nav.main')}
      </a>
      <ImpersonationBanner />
      <DesktopHeader />
      <VerifyPhoneBanner />
      <MobileHeader />
      <MarketTabs />
      {showNavbar && <MarketsNavbarSlot />}
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <div className="pb-[calc(4rem+env(safe-area-inset-bottom))] desktop:pb-0">
        <Footer />
      </div>
      <BottomNav />
      <Suspense fallback={null}>
        <ShellModals />
      </Suspense>
      <JumpNotifications />
    </div>
  );
};
