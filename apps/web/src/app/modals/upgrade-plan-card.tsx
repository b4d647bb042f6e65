import { type MarketGroup, type PaidTier, PLAN_PRICES_USD } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { CrownIcon } from '../../ui/icons';

/** The cheapest term's price, in dollars, in the interface language's digits. */
const usd = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

/** One plan the upgrade modal offers: name, what it opens and its starting price. */
export const UpgradePlanCard = ({
  tier,
  group,
  highlight,
}: {
  tier: PaidTier;
  group: MarketGroup;
  highlight: boolean;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div
      data-testid="upgrade-plan"
      className={clsx(
        'flex flex-1 flex-col gap-2 rounded-xl border p-4',
        highlight ? 'border-brand bg-brand-soft/40' : 'border-line bg-surface',
      )}
    >
      <div className="flex items-center gap-2">
        <CrownIcon size={16} className={tier === 'hero' ? 'text-gold' : 'text-brand'} />
        <span className="font-bold">{t(`plan.${tier}`)}</span>
      </div>
      <p className="flex-1 text-ink-muted text-xs leading-relaxed">{t(`plan.${tier}-text`)}</p>
      <p className="font-semibold text-sm tabular">
        {t('upgrade.price-from', { price: usd(PLAN_PRICES_USD[group][tier][30], language) })}
      </p>
    </div>
  );
};
