import { defaultBaseOf, MARKET_DEFAULTS, quotesOf, type SourceName } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../lib/endpoints/market-assets';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import { LivePrice } from '../../ui/live-price';
import { Select } from '../../ui/select';
import type { RiskPair } from './use-risk-plan';

const pairValue = (pair: Pick<RiskPair, 'base' | 'quote'>) => `${pair.base}/${pair.quote}`;

/**
 * The exchange and pair the plan is for (crypto only, spec §1) with the pair's live price; choosing another resets the
 * prices (spec §4).
 */
export const PairBar = ({
  pair,
  sources,
  assets,
  price,
  onChange,
}: {
  pair: RiskPair;
  sources: readonly MarketSource[];
  assets: readonly Asset[];
  price: number | undefined;
  onChange: (pair: RiskPair) => void;
}) => {
  const { t } = useTranslation('risk-quant');
  const pairs = assets.some((asset) => asset.base === pair.base && asset.quote === pair.quote)
    ? assets
    : [{ base: pair.base, quote: pair.quote } as Asset, ...assets];
  return (
    <div className="grid grid-cols-2 items-end gap-3 tablet:flex tablet:flex-wrap">
      <div className="flex min-w-0 flex-col gap-1.5 tablet:w-52">
        <span aria-hidden="true" className="font-medium text-ink-muted text-xs">
          {t('pair.source')}
        </span>
        <Select
          label={t('pair.source')}
          items={sources.map((source) => ({ value: source.name, label: source.title }))}
          value={pair.source}
          onChange={(value) => {
            const source = value as SourceName;
            onChange({
              source,
              base: defaultBaseOf('crypto', source),
              quote: quotesOf(source, 'crypto')[0] ?? MARKET_DEFAULTS.crypto.quote,
            });
          }}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 tablet:w-52">
        <span aria-hidden="true" className="font-medium text-ink-muted text-xs">
          {t('pair.pair')}
        </span>
        <Select
          label={t('pair.pair')}
          items={pairs.map((asset) => ({
            value: pairValue(asset),
            label: `${asset.base}/${asset.quote}`.toUpperCase(),
          }))}
          value={pairValue(pair)}
          onChange={(value) => {
            const [base = pair.base, quote = pair.quote] = value.split('/');
            onChange({ source: pair.source, base, quote });
          }}
        />
      </div>
      <div className="col-span-2 flex items-baseline gap-2 tablet:ms-auto">
        <span className="text-ink-muted text-xs">{t('pair.price')}</span>
        {price === undefined ? (
          <span className="text-ink-faint text-sm">{t('pair.waiting')}</span>
        ) : (
          <LivePrice price={price} className="font-semibold text-lg" />
        )}
      </div>
    </div>
  );
};
