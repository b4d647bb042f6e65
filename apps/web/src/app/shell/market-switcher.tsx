import { MARKETS, type Market } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Drawer } from '../../ui/drawer';
import { CheckIcon, ChevronDownIcon, LogoMark } from '../../ui/icons';
import { pagePath, shellPagesOf } from './page-meta';
import { useCurrentMarket } from './use-current-market';

const MARKET_MARKS: Record<Market, string> = {
  crypto: '₿',
  currencies: '€$',
  commodities: 'Au',
  indices: 'SPX',
  stock: 'AAPL',
};

/** The mobile header's market switcher: a drawer of the five markets, keeping the page when the market has it. */
export const MarketSwitcher = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { market, page } = useCurrentMarket();
  const [open, setOpen] = useState(false);
  const go = (target: Market) => {
    const keep = page && shellPagesOf(target).includes(page) ? page : 'assets';
    navigate(pagePath(target, keep));
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('nav.switch-market')}
        className="flex min-w-0 items-center gap-2 rounded-lg py-1 pe-2 ps-0.5 active:bg-surface-muted"
      >
        <LogoMark size={28} />
        <span className="truncate font-bold text-[15px]">{t(`market.${market}`)}</span>
        <ChevronDownIcon size={15} className="shrink-0 text-ink-muted" />
      </button>
      <Drawer open={open} onOpenChange={setOpen} title={t('nav.markets')}>
        <ul className="grid gap-1 px-3 pb-5">
          {MARKETS.map((each) => (
            <li key={each}>
              <button
                type="button"
                onClick={() => go(each)}
                aria-current={each === market ? 'true' : undefined}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-start',
                  each === market ? 'bg-brand-soft' : 'active:bg-surface-muted',
                )}
              >
                <span className="flex h-9 w-12 items-center justify-center rounded-lg bg-surface-muted font-bold text-ink-muted text-xs">
                  {MARKET_MARKS[each]}
                </span>
                <span className="flex-1 font-semibold text-sm">{t(`market.${each}`)}</span>
                {each === market && <CheckIcon size={18} className="text-brand" />}
              </button>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
};
