import { type StrategyRecord, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { countText, EdgeChip, percentText, pointsText } from '../../ui/track-record';

const Head = ({ children, end = true }: { children: ReactNode; end?: boolean }) => (
  <th
    scope="col"
    className={clsx(
      'whitespace-nowrap px-3 py-2 font-semibold text-ink-muted text-xs',
      end ? 'text-end' : 'text-start',
    )}
  >
    {children}
  </th>
);

const Cell = ({ children }: { children: ReactNode }) => (
  <td className="tabular whitespace-nowrap px-3 py-2.5 text-end">{children}</td>
);

/** A rate over its Wilson interval, or "too few" where the sample cannot carry one. */
const RateCell = ({ outcome }: { outcome: StrategyRecord['record'] }) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  if (outcome.winRate === null)
    return (
      <Cell>
        <span className="text-ink-faint">{t('table.too-few')}</span>
      </Cell>
    );
  return (
    <Cell>
      <span className="block font-medium text-ink">{percentText(outcome.winRate, locale)}</span>
      {outcome.interval !== null && (
        <span className="block text-[11px] text-ink-faint">
          {t('table.interval', {
            low: percentText(outcome.interval.low, locale),
            high: percentText(outcome.interval.high, locale),
          })}
        </span>
      )}
    </Cell>
  );
};

/** The record beside the baseline on each timeframe: outcomes, win rates with their intervals, and the edge. */
export const TimeframeTable = ({ records }: { records: readonly StrategyRecord[] }) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
      <table className="w-full border-collapse text-sm" data-testid="record-table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-line border-b">
          <tr>
            <Head end={false}>{t('table.timeframe')}</Head>
            <Head>{t('table.signals')}</Head>
            <Head>{t('table.wins')}</Head>
            <Head>{t('table.losses')}</Head>
            <Head>{t('table.expired')}</Head>
            <Head>{t('table.win-rate')}</Head>
            <Head>{t('table.baseline')}</Head>
            <Head>{t('table.edge')}</Head>
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr
              key={row.timeframe}
              data-timeframe={row.timeframe}
              className="border-line border-b last:border-0"
            >
              <th scope="row" dir="ltr" className="tabular px-3 py-2.5 text-start font-semibold">
                {timeframeLabel(row.timeframe)}
              </th>
              <Cell>{countText(row.record.sample, locale)}</Cell>
              <Cell>{countText(row.record.wins, locale)}</Cell>
              <Cell>{countText(row.record.losses, locale)}</Cell>
              <Cell>{countText(row.record.expired, locale)}</Cell>
              <RateCell outcome={row.record} />
              <RateCell outcome={row.baseline} />
              <Cell>
                {row.edge === null ? (
                  <span className="text-ink-faint">—</span>
                ) : (
                  <>
                    <EdgeChip edge={row.edge} />
                    <span className="block text-[11px] text-ink-faint">
                      {t('table.interval', {
                        low: pointsText(row.edge.interval.low, locale),
                        high: pointsText(row.edge.interval.high, locale),
                      })}
                    </span>
                  </>
                )}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
