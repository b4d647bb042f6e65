import { ALL_BASES, dropUnknown, LIMITS, PUMPS_TIMEFRAMES, quotesOf } from '@tradescope/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../lib/endpoints/market-assets';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import {
  LimitedSelectField,
  MultiSelectField,
  pickedSource,
  quoteItemsOf,
  sourceItemsOf,
  timeframeItemsOf,
} from '../../ui/filter-fields';
import type { PumpsFilters } from './pumps-filters';

/** Every base the source lists for the chosen quotes, biggest marketcap first, after "all". */
const baseItemsOf = (assets: readonly Asset[], quotes: readonly string[], allLabel: string) => {
  const seen = new Set<string>();
  const items = [{ value: ALL_BASES, label: allLabel }];
  for (const asset of assets) {
    if (asset.isQuote || seen.has(asset.base)) continue;
    if (quotes.length > 0 && !quotes.includes(asset.quote)) continue;
    seen.add(asset.base);
    items.push({ value: asset.base, label: `${asset.base.toUpperCase()} · ${asset.name}` });
  }
  return items;
};

/** Spec §2 pumps filters: source (limit 50), quote (multi), base (searchable, limit 160, with all), windows. */
export const PumpsFilterFields = ({
  filters,
  onChange,
  sources,
  assets,
}: {
  filters: PumpsFilters;
  onChange: (filters: PumpsFilters) => void;
  sources: readonly MarketSource[];
  assets: readonly Asset[];
}) => {
  const { t } = useTranslation('pumps');
  const sourceItems = sourceItemsOf(sources);
  const quoteItems = quoteItemsOf(filters.source, 'crypto');
  const baseItems = useMemo(
    () => baseItemsOf(assets, filters.quotes, t('all-bases')),
    [assets, filters.quotes, t],
  );
  const windowItems = timeframeItemsOf(PUMPS_TIMEFRAMES);

  const pickSource = (value: string) => {
    const source = pickedSource(sources, value, filters.source);
    if (source === undefined) return;
    const quotes = dropUnknown(filters.quotes, quotesOf(source, 'crypto'));
    onChange({ ...filters, source, quotes, base: ALL_BASES });
  };

  return (
    <div className="grid grid-cols-2 gap-3 tablet:grid-cols-4">
      <LimitedSelectField
        label={t('source')}
        items={sourceItems}
        value={filters.source}
        limit={LIMITS.sourceFilterLimit}
        onChange={pickSource}
      />
      <MultiSelectField
        label={t('quote')}
        items={quoteItems}
        values={filters.quotes}
        onChange={(quotes) => onChange({ ...filters, quotes })}
        placeholder={t('all-quotes')}
      />
      <LimitedSelectField
        label={t('base')}
        items={baseItems}
        value={filters.base}
        limit={LIMITS.baseFilterLimit}
        placeholder={filters.base === ALL_BASES ? t('all-bases') : filters.base.toUpperCase()}
        onChange={(base) => onChange({ ...filters, base })}
      />
      <MultiSelectField
        label={t('timeframes')}
        items={windowItems}
        values={filters.timeframes.map(String)}
        onChange={(values) =>
          onChange({
            ...filters,
            timeframes: PUMPS_TIMEFRAMES.filter((window) => values.includes(String(window))),
          })
        }
        placeholder={t('all-timeframes')}
      />
    </div>
  );
};
