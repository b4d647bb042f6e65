import { LANGUAGES, showsGiftIcon, THEMES } from '@tradescope/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../lib/app-store';
import { useUser } from '../../lib/endpoints';
import { FOOTER_LINKS } from '../../lib/external-links';
import { useFormat } from '../../lib/format';
import { changeLanguage, LANGUAGE_LABELS, useLanguage } from '../../lib/i18n';
import { setTheme, useTheme } from '../../lib/theme';
import { Avatar } from '../../ui/avatar';
import { Drawer } from '../../ui/drawer';
import { BulbIcon, ChevronEndIcon, ExternalIcon, GiftIcon, LogOutIcon, SlidersIcon } from '../../ui/icons';
import { Segmented } from '../../ui/segmented';
import { THEME_ICONS } from './preference-menus';
import { SiteLink } from './site-link';
import { SocialLinks } from './social-links';
import { TipsDrawer } from './tips-drawer';
import { useSyncPreferences } from './use-sync-preferences';
import { useTipsPanel } from './use-tips-panel';
import { UserBadge } from './user-badge';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-line border-t px-4 py-3.5">
    <h3 className="mb-2 font-semibold text-[11px] text-ink-faint uppercase tracking-wider">{title}</h3>
    {children}
  </section>
);

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-start text-sm active:bg-surface-muted';

/** The burger drawer of spec §2: profile overview, language, dark mode, gifts, tips, links, logout, socials. */
export const BurgerDrawer = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: user } = useUser();
  const language = useLanguage();
  const { theme } = useTheme();
  const save = useSyncPreferences();
  const tips = useTipsPanel();
  const [tipsOpen, setTipsOpen] = useState(false);
  const openLogout = useAppStore((state) => state.setLogoutOpen);
  const close = () => onOpenChange(false);
  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} side="start" title={t('burger.title')}>
        <Link
          to="/profile/user"
          onClick={close}
          className="mx-4 mb-3 flex items-center gap-3 rounded-xl bg-surface p-3"
        >
          <Avatar user={user} size={44} />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="truncate font-semibold">{user?.displayName || t('header.account')}</span>
            {user && <UserBadge user={user} className="self-start" />}
          </span>
          <ChevronEndIcon size={16} className="text-ink-faint rtl:-scale-x-100" />
        </Link>
        <div className="px-2 pb-2">
          {user && showsGiftIcon(user) && (
            <Link to="/profile/gifts" onClick={close} className={rowClass}>
              <GiftIcon size={18} className="text-ink-muted" />
              <span className="flex-1">{t('header.gifts')}</span>
              <span className="tabular rounded-full bg-sell px-2 font-bold text-white text-xs">
                {format.count(user.remainingGifts)}
              </span>
            </Link>
          )}
          {user?.role === 'administrator' && (
            <Link to="/admin" onClick={close} className={rowClass}>
              <SlidersIcon size={18} className="text-ink-muted" />
              <span className="flex-1">{t('header.admin')}</span>
            </Link>
          )}
          <button
            type="button"
            className={rowClass}
            onClick={() => {
              close();
              setTipsOpen(true);
              tips.onOpen();
            }}
          >
            <BulbIcon size={18} className="text-ink-muted" />
            <span className="flex-1">{t('header.tips')}</span>
            {tips.unread > 0 && (
              <span className="tabular rounded-full bg-brand px-2 font-bold text-on-brand text-xs">
                {format.count(tips.unread)}
              </span>
            )}
          </button>
        </div>
        <Section title={t('header.language')}>
          <Segmented
            label={t('header.language')}
            value={language}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value], lang: value }))}
            onChange={(value) => {
              void changeLanguage(value);
              save({ language: value });
            }}
          />
        </Section>
        <Section title={t('burger.dark-mode')}>
          <Segmented
            label={t('header.theme')}
            value={theme}
            options={THEMES.map((value) => {
              const ThemeIcon = THEME_ICONS[value];
              return {
                value,
                label: (
                  <>
                    <ThemeIcon size={14} />
                    {t(`theme.${value}`)}
                  </>
                ),
              };
            })}
            onChange={(value) => {
              setTheme(value);
              save({ theme: value });
            }}
          />
        </Section>
        <Section title={t('burger.links')}>
          <ul className="grid grid-cols-2 gap-x-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link}>
                <SiteLink
                  link={link}
                  onPick={close}
                  className="flex items-center gap-1.5 py-1.5 text-ink-muted text-sm"
                >
                  {(external) => (
                    <>
                      {t(`footer.${link}`)}
                      {external && <ExternalIcon size={12} className="opacity-50" />}
                    </>
                  )}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('footer.social')}>
          <SocialLinks />
        </Section>
        <div className="border-line border-t p-4">
          <button
            type="button"
            onClick={() => {
              close();
              openLogout(true);
            }}
            className="flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-sell/40 font-semibold text-sell text-sm active:bg-sell/10"
          >
            <LogOutIcon size={17} className="rtl:-scale-x-100" />
            {t('header.logout')}
          </button>
        </div>
      </Drawer>
      <TipsDrawer open={tipsOpen} onOpenChange={setTipsOpen} panel={tips} />
    </>
  );
};
