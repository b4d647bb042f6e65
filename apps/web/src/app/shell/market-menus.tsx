import { GLOBAL_MARKETS, type Market, marketGroupOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredMenu, type MenuParts } from '../../ui/dropdown-menu';
import { ChevronDownIcon, ChevronEndIcon } from '../../ui/icons';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL } from './menu-styles';
import { isBetaPage, PAGE_ICONS, pagePath, type ShellPage, shellPagesOf } from './page-meta';
import { useCurrentMarket } from './use-current-market';

interface PageItemsProps {
  readonly Menu: MenuParts;
  readonly market: Market;
  readonly current: ShellPage | undefined;
}

const PageItems = ({ Menu, market, current }: PageItemsProps) => {
  const { t } = useTranslation();
  return shellPagesOf(market).map((page) => {
    const PageIcon = PAGE_ICONS[page];
    return (
      <Menu.Item key={page} asChild className={MENU_ITEM}>
        <Link to={pagePath(market, page)} aria-current={page === current ? 'page' : undefined}>
          <PageIcon size={16} className={page === current ? 'text-brand' : 'text-ink-muted'} />
          <span className="flex-1">{t(`screen.${page}`)}</span>
          {isBetaPage(page) && (
            <span className="rounded bg-warning/15 px-1.5 py-0.5 font-semibold text-[10px] text-warning uppercase">
              {t('screen.beta')}
            </span>
          )}
        </Link>
      </Menu.Item>
    );
  });
};

const triggerClass = (active: boolean) =>
  clsx(
    'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 font-medium text-sm outline-none transition',
    'hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand data-[state=open]:bg-surface-muted',
    active ? 'text-ink' : 'text-ink-muted',
  );

/** Header menu market.crypto: the crypto pages (spec §2). */
export const CryptoMenu = () => {
  const { t } = useTranslation();
  const { market, page } = useCurrentMarket();
  const active = market === 'crypto';
  return (
    <DeferredMenu
      className={triggerClass(active)}
      trigger={
        <>
          {active && <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />}
          {t('market.crypto')}
          <ChevronDownIcon size={14} className="opacity-60" />
        </>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content align="start" sideOffset={6} className={MENU_CONTENT}>
            <Menu.Label className={MENU_LABEL}>{t('market.crypto')}</Menu.Label>
            <PageItems Menu={Menu} market="crypto" current={active ? page : undefined} />
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
};

/** Header menu market.global with a sub-menu per market: currencies, commodities, indices, stocks. */
export const GlobalMenu = () => {
  const { t } = useTranslation();
  const { market, page } = useCurrentMarket();
  const active = marketGroupOf(market) === 'global';
  return (
    <DeferredMenu
      className={triggerClass(active)}
      trigger={
        <>
          {active && <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />}
          {t('market.global')}
          {active && <span className="text-ink-faint">· {t(`market.${market}`)}</span>}
          <ChevronDownIcon size={14} className="opacity-60" />
        </>
      }
    >
      {(Menu) => (
        <Menu.Portal>
          <Menu.Content align="start" sideOffset={6} className={MENU_CONTENT}>
            <Menu.Label className={MENU_LABEL}>{t('market.global')}</Menu.Label>
            {GLOBAL_MARKETS.map((each) => (
              <Menu.Sub key={each}>
                <Menu.SubTrigger className={MENU_ITEM}>
                  <span className={clsx('flex-1', each === market && 'font-semibold text-brand')}>
                    {t(`market.${each}`)}
                  </span>
                  <ChevronEndIcon size={14} className="text-ink-faint rtl:-scale-x-100" />
                </Menu.SubTrigger>
                <Menu.Portal>
                  <Menu.SubContent sideOffset={6} className={MENU_CONTENT}>
                    <PageItems Menu={Menu} market={each} current={each === market ? page : undefined} />
                  </Menu.SubContent>
                </Menu.Portal>
              </Menu.Sub>
            ))}
          </Menu.Content>
        </Menu.Portal>
      )}
    </DeferredMenu>
  );
};
