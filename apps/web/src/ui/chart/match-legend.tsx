import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import type { LegendEntry } from './match-shapes';

/** Entries shown before the rest are counted: on a 300 px phone chart more would squeeze the candles. */
const MAX_ROWS = 3;

/**
 * The names of the matches drawn, in a strip above the chart: strategy, side and the price at the match, with the
 * number its arrow carries when there are several. Names here keep the candles and the price axis clear.
 */
export const MatchLegend = ({ entries }: { entries: readonly LegendEntry[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (entries.length === 0) return null;
  const shown = entries.slice(0, MAX_ROWS);
  return (
    <ul
      data-testid="match-legend"
      aria-label={t('chart.legend')}
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-0.5 border-line border-b px-3 py-1 text-[11px] text-ink leading-tight"
    >
      {shown.map((entry) => (
        <li key={entry.id} className="flex min-w-0 max-w-full items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full"
            style={{ background: entry.color }}
          />
          {entry.number !== undefined && (
            <span className="tabular font-semibold">{format.count(entry.number)}</span>
          )}
          <span className="truncate font-medium">{entry.name}</span>
          <span className="shrink-0 font-semibold" style={{ color: entry.color }}>
            {entry.side}
          </span>
          <span className="tabular shrink-0 text-ink-muted">{format.price(entry.price)}</span>
        </li>
      ))}
      {entries.length > shown.length && (
        <li className="text-ink-muted">{t('chart.legend-more', { count: entries.length - shown.length })}</li>
      )}
    </ul>
  );
};
