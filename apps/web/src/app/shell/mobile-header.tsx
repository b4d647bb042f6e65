import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../lib/endpoints';
import { iconButtonClass } from '../../ui/button';
import { SlidersIcon } from '../../ui/icons';
import { ChatButton } from './chat-button';
import { HeaderSignals } from './header-signals';
import { MarketSwitcher } from './market-switcher';
import { useCurrentMarket } from './use-current-market';

/** The mobile header of spec §2: market switcher, chat and the market's settings. */
export const MobileHeader = () => {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { market } = useCurrentMarket();
  return (
    <header className="sticky top-0 z-30 border-line border-b bg-surface-raised/95 pt-[env(safe-area-inset-top)] backdrop-blur desktop:hidden">
      <div className="flex h-14 items-center gap-1 px-3">
        <MarketSwitcher />
        <div className="ms-auto flex items-center gap-0.5">
          <HeaderSignals user={user} />
          <ChatButton user={user} size={19} />
          <Link
            to={`/market/${market}/settings`}
            className={iconButtonClass()}
            aria-label={t('nav.settings')}
            title={t('nav.settings')}
          >
            <SlidersIcon size={19} />
          </Link>
        </div>
      </div>
    </header>
  );
};
