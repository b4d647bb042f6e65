import type { Market } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { OPEN_RANGE } from '../../lib/url-state';
import { type FilterChip, listChip, useRangeChip } from '../../ui/active-filters';
import type { SelectItem } from '../../ui/select';
import { type AssetsFilters, RANGE_FIELDS } from './assets-filters';

/** The assets page's active filters as chips (the source chooses the list, it does not narrow it). */
export const useAssetsChips = (
  market: Market,
  filters: AssetsFilters,
  onChange: (filters: AssetsFilters) => void,
  packItems: readonly SelectItem[] | undefined,
): FilterChip[] => {
  const { t } = useTranslation();
  const rangeChip = useRangeChip();
  const packName = (name: string) => packItems?.find((item) => item.value === name)?.label ?? name;
  return [
    ...listChip(
      'quote',
      t('assets.quote'),
      filters.quotes.map((quote) => quote.toUpperCase()),
      () => onChange({ ...filters, quotes: [] }),
    ),
    ...listChip(
      'pack',
      t(market === 'crypto' ? 'assets.coin-pack' : 'assets.asset-pack'),
      filters.packs.map(packName),
      () => onChange({ ...filters, packs: [] }),
    ),
    ...RANGE_FIELDS.flatMap((field) =>
      rangeChip(field, t(`assets.range-${field}`), filters.ranges[field], () =>
        onChange({ ...filters, ranges: { ...filters.ranges, [field]: OPEN_RANGE } }),
      ),
    ),
  ];
};
