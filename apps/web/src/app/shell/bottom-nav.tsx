import { mobileNavOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GridIcon, MenuIcon } from '../../ui/icons';
import { BurgerDrawer } from './burger-drawer';
import { GeneralMenuDrawer } from './general-menu-drawer';
import { PAGE_ICONS, pagePath } from './page-meta';
import { useCurrentMarket } from './use-current-market';

const slotClass = (active: boolean) =>
  clsx(
    'flex h-full flex-1 flex-col items-center justify-center gap-1 font-medium text-[10.5px] transition',
    active ? 'text-brand' : 'text-ink-muted active:text-ink',
  );

const Slot = ({ active, icon, label }: { active: boolean; icon: ReactNode; label: string }) => (
  <>
    <span
      className={clsx('flex h-7 w-12 items-center justify-center rounded-full', active && 'bg-brand-soft')}
    >
      {icon}
    </span>
    <span className="max-w-full truncate">{label}</span>
  </>
);

/**
 * The mobile bottom nav of spec §2: five slots, the market's pages in the spec's order (assets, periscope,
 * then dynamic or pumps on crypto, domain mobileNavOf), then the general menu and the burger menu.
 */
export const BottomNav = () => {
  const { t } = useTranslation();
  const { market, page } = useCurrentMarket();
  const [menu, setMenu] = useState<'general' | 'burger' | null>(null);
  return (
    <>
      <nav
        aria-label={t('nav.main')}
        className="fixed inset-x-0 bottom-0 z-30 border-line border-t bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur desktop:hidden"
      >
        <div className="mx-auto flex h-16 max-w-xl items-stretch">
          {mobileNavOf(market).map((slot) => {
            const SlotIcon = PAGE_ICONS[slot as keyof typeof PAGE_ICONS];
            return (
              <Link
                key={slot}
                to={pagePath(market, slot as keyof typeof PAGE_ICONS)}
                aria-current={slot === page ? 'page' : undefined}
                className={slotClass(slot === page)}
              >
                <Slot
                  active={slot === page}
                  icon={<SlotIcon size={19} />}
                  label={t(`screen.${slot}` as 'screen.assets')}
                />
              </Link>
            );
          })}
          <button type="button" className={slotClass(menu === 'general')} onClick={() => setMenu('general')}>
            <Slot active={menu === 'general'} icon={<GridIcon size={19} />} label={t('nav.more')} />
          </button>
          <button type="button" className={slotClass(menu === 'burger')} onClick={() => setMenu('burger')}>
            <Slot active={menu === 'burger'} icon={<MenuIcon size={19} />} label={t('nav.menu')} />
          </button>
        </div>
      </nav>
      <GeneralMenuDrawer
        open={menu === 'general'}
        onOpenChange={(open) => setMenu(open ? 'general' : null)}
      />
      <BurgerDrawer open={menu === 'burger'} onOpenChange={(open) => setMenu(open ? 'burger' : null)} />
    </>
  );
};
