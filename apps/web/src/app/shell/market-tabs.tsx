import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBetaPage, PAGE_ICONS, pagePath, shellPagesOf } from './page-meta';
import { useCurrentMarket } from './use-current-market';

/** Desktop tabs of the current market's pages, under the header. */
export const MarketTabs = () => {
  const { t } = useTranslation();
  const { market, page } = useCurrentMarket();
  return (
    <nav
      aria-label={t('nav.market-pages', { market: t(`market.${market}`) })}
      className="hidden border-line border-b bg-surface-raised desktop:block"
    >
      <div className="mx-auto flex h-11 max-w-[1600px] items-stretch gap-1 overflow-x-auto px-5">
        <span className="me-3 flex items-center font-semibold text-ink-faint text-xs uppercase tracking-wider">
          {t(`market.${market}`)}
        </span>
        {shellPagesOf(market).map((each) => {
          const PageIcon = PAGE_ICONS[each];
          const active = each === page;
          return (
            <Link
              key={each}
              to={pagePath(market, each)}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'relative flex items-center gap-1.5 whitespace-nowrap px-2.5 font-medium text-sm transition',
                active ? 'text-ink' : 'text-ink-muted hover:text-ink',
              )}
            >
              <PageIcon size={15} className={active ? 'text-brand' : undefined} />
              {t(`screen.${each}`)}
              {isBetaPage(each) && (
                <span className="font-semibold text-[9px] text-warning uppercase">{t('screen.beta')}</span>
              )}
              {active && <span className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-brand" />}
            </Link>
          );
        })}
      </div>
    </nav>
  );
};
