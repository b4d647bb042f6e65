import { useQuery } from '@tanstack/react-query';
import type { Market, SourceName } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { marketAssetsQuery } from '../../lib/endpoints/market-assets';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { pickedSource, SelectField, sourceItemsOf } from '../../ui/filter-fields';
import type { SelectItem } from '../../ui/select';
import type { RecordScope } from './record-scope';

/** The select's value for "every source" and "every asset": no source or symbol is spelt so. */
const ALL = '*';

/** The source's assets, each base once (a base quoted twice has one record), biggest marketcap first. */
const useAssetItems = (market: Market, source: SourceName, allLabel: string): SelectItem[] => {
  // A list to pick from, not prices: it is not refreshed as the assets page refreshes its table.
  const assets = useQuery({ ...marketAssetsQuery(market, source), refetchInterval: false }).data ?? [];
  const bases = new Map(assets.map((asset) => [asset.base, asset.name]));
  return [
    { value: ALL, label: allLabel },
    ...[...bases].map(([base, name]) => ({ value: base, label: `${base.toUpperCase()} · ${name}` })),
  ];
};

const AssetField = ({
  market,
  source,
  base,
  onChange,
}: {
  market: Market;
  source: SourceName;
  base: string | null;
  onChange: (base: string | null) => void;
}) => {
  const { t } = useTranslation('strategy-record');
  const items = useAssetItems(market, source, t('filters.all-assets'));
  return (
    <SelectField
      label={t('filters.asset')}
      items={items}
      value={base ?? ALL}
      // The address may name an asset before the list has arrived: its symbol stands in meanwhile.
      placeholder={base?.toUpperCase()}
      onChange={(value) => onChange(value === ALL ? null : value)}
    />
  );
};

/** Whose record the page shows: every source, one source, or one asset of it (kept in the address). */
export const RecordFilterBar = ({
  market,
  scope,
  onChange,
}: {
  market: Market;
  scope: RecordScope;
  onChange: (scope: RecordScope) => void;
}) => {
  const { t } = useTranslation('strategy-record');
  const { sources } = useMarketSources(market);
  const sourceItems = [
    { value: ALL, label: t('filters.all-sources') },
    ...sourceItemsOf(sources.sources, { noDataLabel: t('filters.no-data') }),
  ];
  return (
    <div
      className="grid grid-cols-1 items-end gap-3 tablet:grid-cols-[14rem_16rem]"
      data-testid="record-filters"
    >
      <SelectField
        label={t('filters.source')}
        items={sourceItems}
        value={scope.source ?? ALL}
        onChange={(value) => {
          if (value === ALL) onChange({ source: null, base: null });
          else {
            const source = pickedSource(sources.sources, value, scope.source);
            if (source !== undefined) onChange({ source, base: null });
          }
        }}
      />
      {scope.source === null ? (
        <p className="pb-2 text-ink-muted text-xs">{t('filters.pick-source')}</p>
      ) : (
        <AssetField
          market={market}
          source={scope.source}
          base={scope.base}
          onChange={(base) => onChange({ source: scope.source, base })}
        />
      )}
    </div>
  );
};
