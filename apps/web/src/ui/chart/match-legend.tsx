import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import type { LegendEntry } from './match-shapes';

/** Rows shown before the rest are counted: on a 300 px phone chart more would hide the candles. */
const MAX_ROWS = 3;

/**
 * The names of the matches drawn, in the chart's top corner away from the price axis: strategy, side and the price
 * at the match, with the number its arrow carries when there are several. Names here keep the candles clear.
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
      className="pointer-events-none absolute start-2 top-2 z-10 flex max-w-[calc(100%-5rem)] flex-col gap-0.5 rounded-md bg-surface-raised/85 px-2 py-1 text-[11px] text-ink leading-tight shadow-sm backdrop-blur-sm"
    >
      {shown.map((entry) => (
        <li key={entry.id} className="flex min-w-0 items-center gap-1.5">
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
