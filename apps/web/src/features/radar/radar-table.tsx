import { type Market, type Match, SKELETON_ROWS, SOURCES, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { CandlesIcon } from '../../ui/icons';
import { PassedTime } from '../../ui/passed-time';
import { PastMark } from '../../ui/past-mark';
import { type Column, DataTable } from '../../ui/table';
import { MatchPair, SideBadge } from './match-cells';
import { useRadarFormat } from './radar-format';

export interface RadarRowsProps {
  readonly market: Market;
  readonly rows: readonly Match[];
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly emptyText: string;
  /** Filters emptied the list: the empty state offers to clear them. */
  readonly onClearFilters?: (() => void) | undefined;
  readonly onOpen: (match: Match) => void;
  readonly strategyName: (match: Match) => string;
  readonly logoOf: (base: string) => string | null;
}

/** The desktop and tablet matches table (spec §2 radar), newest first, a chart button on every row. */
export const RadarTable = ({ market, rows, onOpen, strategyName, logoOf, ...props }: RadarRowsProps) => {
  const { t } = useTranslation('radar');
  const format = useRadarFormat();
  const columns: Column<Match>[] = [
    {
      id: 'pair',
      header: t('table.pair'),
      cell: (match) => (
        <button
          type="button"
          onClick={() => onOpen(match)}
          className="-m-1 rounded-lg p-1 text-start hover:bg-brand-soft/60"
        >
          <MatchPair match={match} logo={logoOf(match.base)} />
        </button>
      ),
    },
    {
      id: 'strategy',
      header: t('table.strategy'),
      cell: (match) => (
        <span className="block max-w-72 truncate" title={strategyName(match)}>
          {strategyName(match)}
        </span>
      ),
    },
    {
      id: 'side',
      header: t('table.side'),
      cell: (match) => (
        <span className="flex flex-col items-start gap-1">
          <SideBadge type={match.type} />
          <PastMark endedAt={match.endedAt} />
        </span>
      ),
    },
    {
      id: 'timeframe',
      header: t('table.timeframe'),
      align: 'center',
      cell: (match) => <span dir="ltr">{timeframeLabel(match.timeframe)}</span>,
    },
    {
      id: 'price',
      header: t('table.price'),
      align: 'end',
      cell: (match) => <span className="font-medium">{format.price(match.price, match.priceDecimals)}</span>,
    },
    {
      id: 'passed-candle',
      header: t('table.passed-candle'),
      align: 'end',
      cell: (match) => format.total(match.passedCandle),
    },
    {
      id: 'distance',
      header: t('table.distance'),
      align: 'end',
      cell: (match) => format.percent(match.distance),
    },
    {
      id: 'passed-time',
      header: t('table.passed-time'),
      cell: (match) => (
        <span className="text-ink-muted">
          <PassedTime at={match.matchTimestamp * 1000} />
        </span>
      ),
    },
    ...(market === 'crypto'
      ? [
          {
            id: 'source',
            header: t('table.source'),
            cell: (match: Match) => (
              <span className="text-ink-muted text-xs">{SOURCES[match.source].title}</span>
            ),
          },
        ]
      : []),
    {
      id: 'chart',
      header: t('table.chart'),
      align: 'center',
      cell: (match) => (
        <button
          type="button"
          onClick={() => onOpen(match)}
          aria-label={t('table.open-chart', { pair: match.pair })}
          className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted transition hover:bg-brand-soft hover:text-brand"
        >
          <CandlesIcon size={16} />
        </button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(match) => match.id}
      skeletonRows={SKELETON_ROWS.grid}
      caption={t('matches.title')}
      {...props}
    />
  );
};
