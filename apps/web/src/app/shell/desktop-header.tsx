import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../lib/app-store';
import { useUser } from '../../lib/endpoints';
import { IconButton } from '../../ui/button';
import { LogOutIcon, LogoMark, SlidersIcon } from '../../ui/icons';
import { ChatButton } from './chat-button';
import { HeaderSignals } from './header-signals';
import { CryptoMenu, GlobalMenu } from './market-menus';
import { LanguageMenu, ThemeMenu } from './preference-menus';
import { TipsPanel } from './tips-panel';
import { UserOverview } from './user-overview';

/** The desktop header of spec §2: market menus, how-to-use (the help centre), then the user's corner. */
export const DesktopHeader = () => {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const openLogout = useAppStore((state) => state.setLogoutOpen);
  return (
    <header className="sticky top-0 z-30 hidden h-14 border-line border-b bg-surface-raised/95 backdrop-blur desktop:block">
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-2 px-5">
        <Link to="/" className="me-3 flex items-center gap-2.5" aria-label={t('app.name')}>
          <LogoMark size={28} />
          <span className="font-bold text-[17px] tracking-tight">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.markets')} className="flex items-center gap-0.5">
          <CryptoMenu />
          <GlobalMenu />
          <Link
            to="/help"
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 font-medium text-ink-muted text-sm transition hover:bg-surface-muted hover:text-ink"
          >
            {t('nav.how-to-use')}
            <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-[10px] text-brand uppercase tracking-wide">
              {t('nav.learning')}
            </span>
          </Link>
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <HeaderSignals user={user} />
          <TipsPanel />
          <ChatButton user={user} size={18} />
          <ThemeMenu />
          <LanguageMenu />
          {user?.role === 'administrator' && (
            <Link
              to="/admin"
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 font-medium text-ink-muted text-sm transition hover:bg-surface-muted hover:text-ink"
            >
              <SlidersIcon size={16} />
              {t('header.admin')}
            </Link>
          )}
          <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
          <UserOverview user={user} />
          <IconButton label={t('header.logout')} onClick={() => openLogout(true)}>
            <LogOutIcon size={18} className="rtl:-scale-x-100" />
          </IconButton>
        </div>
      </div>
    </header>
  );
};
