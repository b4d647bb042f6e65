import { FEATURES, type Market, marketGroupOf, type SourceName } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { MATCHES_NAVBAR } from '../../lib/layout';
import { AssetLogo } from '../../ui/asset-logo';
import { CrownIcon, LockIcon } from '../../ui/icons';

interface TeaserAsset {
  readonly base: string;
  readonly quote: string;
  readonly logo: string | null;
}

// Shown until the market's assets arrive; blurred past reading either way.
const STAND_INS: readonly TeaserAsset[] = [
  { base: 'aaa', quote: 'bbb', logo: null },
  { base: 'ccc', quote: 'ddd', logo: null },
  { base: 'eee', quote: 'fff', logo: null },
];

/**
 * Spec §2 without access: the market's three biggest assets as matches, blurred beyond reading; anywhere on it
 * opens the upgrade modal on the navbar's rule (§6: ict, pro, hero).
 */
export const NavbarTeaser = ({ market, source }: { market: Market; source: SourceName }) => {
  const { t } = useTranslation('matches-navbar');
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const assets = useMarketAssets(market, source).data?.filter((asset) => !asset.isQuote);
  const shown = (assets && assets.length > 0 ? assets : STAND_INS).slice(0, MATCHES_NAVBAR.teaserAssets);
  return (
    <button
      type="button"
      data-testid="matches-navbar-teaser"
      title={t('locked')}
      onClick={() => openUpgrade({ rule: FEATURES['matchesNavBar.view'].rule, group: marketGroupOf(market) })}
      className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg text-start focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2"
    >
      <span
        aria-hidden="true"
        className="hidden shrink-0 items-center gap-1.5 font-semibold text-ink-muted text-xs desktop:flex"
      >
        <LockIcon size={14} className="text-gold" />
        {t('label')}
      </span>
      <span
        aria-hidden="true"
        className="flex min-w-0 flex-1 select-none items-center"
        style={{ gap: MATCHES_NAVBAR.slotPx - MATCHES_NAVBAR.itemPx }}
      >
        {shown.map((asset) => (
          <span
            key={`${asset.base}/${asset.quote}`}
            data-teaser-asset=""
            className="flex h-11 min-w-30 shrink items-center gap-2.5 rounded-lg border border-line bg-surface-raised px-2.5"
            style={{ width: MATCHES_NAVBAR.itemPx }}
          >
            <span className="flex min-w-0 flex-1 items-center gap-2.5 blur-[5px]">
              <AssetLogo base={asset.base} logo={asset.logo} size={28} />
              <span className="flex min-w-0 flex-1 flex-col gap-1 leading-tight">
                <span className="flex items-center justify-between gap-2">
                  <span dir="ltr" className="truncate font-semibold text-[13px] text-ink">
                    {asset.base.toUpperCase()}/{asset.quote.toUpperCase()}
                  </span>
                  <span className="h-2 w-12 shrink-0 rounded bg-ink-faint/40" />
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="h-2 w-3/5 rounded bg-ink-faint/30" />
                  <span className="h-3.5 w-6 shrink-0 rounded bg-buy/30" />
                </span>
              </span>
            </span>
          </span>
        ))}
      </span>
      <span className="ms-auto inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg bg-gold/12 px-3 font-semibold text-gold text-xs transition group-hover:bg-gold/20">
        <CrownIcon size={15} />
        {t('unlock')}
      </span>
      <span className="sr-only">{t('locked')}</span>
    </button>
  );
};
