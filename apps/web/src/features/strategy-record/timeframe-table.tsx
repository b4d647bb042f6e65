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

/** A rate and its interval as a phone card shows them, one above the other. */
const RateStat = ({ label, outcome }: { label: string; outcome: StrategyRecord['record'] }) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  return (
    <div className="flex flex-col">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="tabular font-semibold text-ink text-sm">
        {outcome.winRate === null ? t('table.too-few') : percentText(outcome.winRate, locale)}
      </dd>
      {outcome.interval !== null && (
        <dd className="tabular text-[11px] text-ink-faint">
          {t('table.interval', {
            low: percentText(outcome.interval.low, locale),
            high: percentText(outcome.interval.high, locale),
          })}
        </dd>
      )}
    </div>
  );
};

/** On phones each timeframe is a card, so nothing hides past the screen's edge. */
const TimeframeCards = ({ records }: { records: readonly StrategyRecord[] }) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  return (
    <ul className="flex flex-col gap-2 tablet:hidden" aria-label={t('table.caption')}>
      {records.map((row) => (
        <li
          key={row.timeframe}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3"
        >
          <span className="flex items-center justify-between gap-2">
            <span dir="ltr" className="tabular font-semibold">
              {timeframeLabel(row.timeframe)}
            </span>
            {row.edge !== null && <EdgeChip edge={row.edge} />}
          </span>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <RateStat label={t('table.win-rate')} outcome={row.record} />
            <RateStat label={t('table.baseline')} outcome={row.baseline} />
          </dl>
          <dl className="grid grid-cols-4 gap-2 border-line border-t pt-2 text-xs">
            {(
              [
                ['table.signals', row.record.sample],
                ['table.wins', row.record.wins],
                ['table.losses', row.record.losses],
                ['table.expired', row.record.expired],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-ink-muted">{t(key)}</dt>
                <dd className="tabular font-medium">{countText(value, locale)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
};

/** The record beside the baseline on each timeframe: outcomes, win rates with their intervals, and the edge. */
export const TimeframeTable = ({ records }: { records: readonly StrategyRecord[] }) => (
  <>
    <TimeframeCards records={records} />
    <WideTable records={records} />
  </>
);

const WideTable = ({ records }: { records: readonly StrategyRecord[] }) => {
  const { t } = useTranslation('strategy-record');
  const locale = useLanguage();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-surface-raised tablet:block">
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
