import { type Market, SKELETON_ROWS, SOURCES, sourceUrl } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Asset } from '../../lib/endpoints/market-assets';
import { useFormat } from '../../lib/format';
import { ChangeBadge } from '../../ui/change-badge';
import { CandlesIcon, ExternalIcon, RadarIcon } from '../../ui/icons';
import { LivePrice } from '../../ui/live-price';
import { type Column, DataTable, type SortState } from '../../ui/table';
import { PairCell, StatusCell } from './asset-cells';
import { type AssetColumn, columnsOf, SORTABLE } from './asset-columns';
import { chartPath, radarPath } from './asset-links';

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-lg text-ink-muted transition hover:bg-brand-soft hover:text-brand';

export interface AssetsTableProps {
  readonly market: Market;
  readonly rows: readonly Asset[];
  readonly sort: SortState;
  readonly onSortChange: (sort: SortState) => void;
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly emptyText: string;
  readonly onClearFilters?: (() => void) | undefined;
}

/** The desktop and tablet assets table (spec §2), on the shared table with its sort cycle. */
export const AssetsTable = ({ market, rows, ...props }: AssetsTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (value: number | null) =>
    value === null || value === 0 ? <span className="text-ink-faint">—</span> : format.number(value);

  const cells: Record<AssetColumn, Omit<Column<Asset>, 'id'>> = {
    pair: { header: t('assets.pair'), cell: (asset) => <PairCell asset={asset} /> },
    status: { header: t('assets.status'), cell: (asset) => <StatusCell asset={asset} market={market} /> },
    price: {
      header: t('assets.price'),
      align: 'end',
      cell: (asset) => (
        <LivePrice price={asset.price} decimals={asset.priceDecimals} className="font-medium" />
      ),
    },
    marketcap: { header: t('assets.marketcap'), align: 'end', cell: (asset) => amount(asset.marketcap) },
    volume: { header: t('assets.volume'), align: 'end', cell: (asset) => amount(asset.volume24h) },
    change24h: {
      header: t('assets.change'),
      align: 'end',
      cell: (asset) => <ChangeBadge change={asset.change24h} />,
    },
    radar: {
      header: t('assets.radar'),
      align: 'center',
      cell: (asset) => (
        <Link
          to={radarPath(market, asset)}
          className={iconLink}
          aria-label={t('assets.open-radar', { pair: asset.pair })}
        >
          <RadarIcon size={16} />
        </Link>
      ),
    },
    source: {
      header: t('assets.source'),
      cell: (asset) => (
        <a
          href={sourceUrl(asset.source, asset.base, asset.quote)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-ink-muted text-xs hover:text-brand"
          aria-label={t('assets.open-exchange', { pair: asset.pair, source: SOURCES[asset.source].title })}
        >
          {SOURCES[asset.source].title}
          <ExternalIcon size={12} />
        </a>
      ),
    },
    chart: {
      header: t('assets.chart'),
      align: 'center',
      cell: (asset) => (
        <Link
          to={chartPath(market, asset)}
          className={iconLink}
          aria-label={t('assets.open-chart', { pair: asset.pair })}
        >
          <CandlesIcon size={16} />
        </Link>
      ),
    },
  };
  const columns = columnsOf(market).map((id) => ({ id, ...cells[id], sortable: SORTABLE.has(id) }));
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(asset) => asset.id}
      skeletonRows={SKELETON_ROWS.table}
      caption={t('screen.assets')}
      {...props}
    />
  );
};
