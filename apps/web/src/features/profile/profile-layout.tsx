import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAppStore } from '../../lib/app-store';
import { useUser } from '../../lib/endpoints';
import { useClientConfig } from '../../lib/endpoints/client-config';
import { useFormat } from '../../lib/format';
import { ChevronDownIcon, CrownIcon, ExternalIcon, LockIcon, LogOutIcon } from '../../ui/icons';
import { ErrorState } from '../../ui/states';
import { HintChannelLink } from './hint-channel-link';
import { MENU_IDLE, MENU_ITEM } from './menu-item';
import { nowSeconds } from './now';
import { type MenuEntry, profileMenuOf, ruleOfLocked } from './profile-menu';
import { TAB_ICONS } from './tab-icons';

const EntryLink = ({ entry, onPick }: { entry: MenuEntry; onPick: () => void }) => {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const name = entry.kind === 'tab' ? entry.tab : 'hint-channel';
  const Icon = TAB_ICONS[name];
  const label = t(`tabs.${name}`);
  const content = (
    <>
      <Icon size={17} className="shrink-0" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {entry.lock && <LockIcon size={14} className="text-ink-faint" />}
      {entry.kind === 'tab' && entry.badge > 0 && (
        <span
          data-testid="gifts-badge"
          className="tabular inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-sell px-1.5 font-bold text-[11px] text-white"
        >
          {format.count(entry.badge)}
        </span>
      )}
      {entry.kind === 'hint-channel' && !entry.lock && <ExternalIcon size={13} className="text-ink-faint" />}
    </>
  );
  if (entry.lock)
    return (
      <button
        type="button"
        className={clsx(MENU_ITEM, MENU_IDLE)}
        onClick={() => {
          onPick();
          openUpgrade({ rule: ruleOfLocked(entry), group: 'crypto' });
        }}
      >
        {content}
      </button>
    );
  if (entry.kind === 'hint-channel') return <HintChannelLink>{content}</HintChannelLink>;
  return (
    <NavLink
      to={`/profile/${entry.tab}`}
      onClick={onPick}
      className={({ isActive }) => clsx(MENU_ITEM, isActive ? 'bg-brand/10 text-brand' : MENU_IDLE)}
    >
      {content}
    </NavLink>
  );
};

/**
 * The profile (spec §2): a side menu of tabs, 280 px on larger screens and collapsible on phones, beside the open
 * tab. Logout asks for confirmation through the shell's modal.
 */
export const ProfileLayout = () => {
  const { t } = useTranslation('profile');
  const { data: user, isError, refetch } = useUser();
  const { data: config } = useClientConfig();
  const setLogoutOpen = useAppStore((state) => state.setLogoutOpen);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const current = pathname.split('/')[2] ?? 'user';
  const entries = user ? profileMenuOf(user, nowSeconds(), config?.hintChannel === true) : [];
  const CurrentIcon = TAB_ICONS[current as keyof typeof TAB_ICONS] ?? TAB_ICONS.user;
  return (
    <main
      data-route="profile"
      className="mx-auto flex w-full min-w-0 max-w-6xl flex-1 flex-col gap-4 px-4 py-5 tablet:flex-row tablet:items-start tablet:gap-6 tablet:px-5"
    >
      <aside className="w-full shrink-0 rounded-xl border border-line bg-surface-raised p-2 tablet:sticky tablet:top-20 tablet:w-[280px]">
        <button
          type="button"
          data-testid="profile-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="profile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
          className={clsx(MENU_ITEM, 'text-ink tablet:hidden')}
        >
          <CurrentIcon size={17} />
          <span className="flex-1">{t(`tabs.${current}`, { defaultValue: t('tabs.user') })}</span>
          <ChevronDownIcon size={16} className={clsx('transition', menuOpen && 'rotate-180')} />
        </button>
        <nav
          id="profile-menu"
          aria-label={t('menu')}
          className={clsx(
            'flex-col gap-0.5 tablet:flex',
            menuOpen
              ? 'mt-1 flex border-line border-t pt-1 tablet:mt-0 tablet:border-0 tablet:pt-0'
              : 'hidden',
          )}
        >
          {entries.map((entry) => (
            <EntryLink
              key={entry.kind === 'tab' ? entry.tab : entry.kind}
              entry={entry}
              onPick={() => setMenuOpen(false)}
            />
          ))}
          <NavLink to="/plans" className={clsx(MENU_ITEM, MENU_IDLE)}>
            <CrownIcon size={17} className="shrink-0 text-gold" />
            {t('tabs.plans')}
          </NavLink>
          <hr className="my-1 border-line" />
          <button
            type="button"
            className={clsx(MENU_ITEM, 'text-sell hover:bg-sell/8')}
            onClick={() => setLogoutOpen(true)}
          >
            <LogOutIcon size={17} className="rtl:-scale-x-100" />
            {t('logout')}
          </button>
        </nav>
      </aside>
      <section className="flex min-w-0 flex-1 flex-col gap-4">
        {isError && !user ? <ErrorState onRetry={() => void refetch()} /> : <Outlet />}
      </section>
    </main>
  );
};
