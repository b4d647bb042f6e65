import { mobileNavOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '../../ui/drawer';
import { HelpIcon } from '../../ui/icons';
import { isBetaPage, PAGE_ICONS, pagePath, shellPagesOf } from './page-meta';
import { useCurrentMarket } from './use-current-market';

const Tile = ({
  to,
  icon,
  label,
  active,
  note,
  onPick,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  active: boolean;
  note?: string;
  onPick: () => void;
}) => (
  <Link
    to={to}
    onClick={onPick}
    aria-current={active ? 'page' : undefined}
    className={clsx(
      'relative flex flex-col items-center gap-2 rounded-xl border px-2 py-3.5 text-center font-medium text-xs',
      active
        ? 'border-brand bg-brand-soft text-ink'
        : 'border-line bg-surface text-ink active:bg-surface-muted',
    )}
  >
    <span className={active ? 'text-brand' : 'text-ink-muted'}>{icon}</span>
    {label}
    {note && (
      <span className="absolute top-1.5 end-1.5 rounded bg-warning/15 px-1 font-semibold text-[9px] text-warning uppercase">
        {note}
      </span>
    )}
  </Link>
);

/** The general-menu drawer: the market's pages that the bottom nav has no slot for, and help. */
export const GeneralMenuDrawer = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation();
  const { market, page } = useCurrentMarket();
  const inNav = new Set<string>(mobileNavOf(market));
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.market-pages', { market: t(`market.${market}`) })}
    >
      <div className="grid grid-cols-3 gap-2 px-4 pb-5">
        {shellPagesOf(market)
          .filter((each) => !inNav.has(each))
          .map((each) => {
            const PageIcon = PAGE_ICONS[each];
            return (
              <Tile
                key={each}
                to={pagePath(market, each)}
                icon={<PageIcon size={20} />}
                label={t(`screen.${each}`)}
                active={each === page}
                note={isBetaPage(each) ? t('screen.beta') : undefined}
                onPick={close}
              />
            );
          })}
        <Tile to="/help" icon={<HelpIcon size={20} />} label={t('nav.help')} active={false} onPick={close} />
      </div>
    </Drawer>
  );
};
