import {
  FEATURES,
  type Market,
  marketGroupOf,
  type SourceName,
  timeframesOf,
  unixSecondsFromMillis,
} from '@tradescope/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { useUser } from '../../../lib/endpoints';
import { useStrategies } from '../../../lib/endpoints/strategies';
import { ErrorState } from '../../../ui/states';
import { AdvancedRowFields } from './advanced-row-fields';
import { type AdvancedRow, withoutRow, withRow } from './advanced-rows';
import { strategyOptionsOf } from './strategy-options';

export interface AdvancedRowsFieldProps {
  readonly market: Market;
  /** The source whose timeframes the rows offer. */
  readonly source: SourceName | undefined;
  readonly rows: readonly AdvancedRow[];
  readonly onChange: (rows: AdvancedRow[]) => void;
  /** The row a broken rule names, framed red. */
  readonly invalidRow?: number;
}

/** Spec §2 advanced selector: rows of one strategy each, joined by "and", a blank row adding the next. */
export const AdvancedRowsField = ({ market, source, rows, onChange, invalidRow }: AdvancedRowsFieldProps) => {
  const { t, i18n } = useTranslation('settings');
  const { data: user } = useUser();
  const strategies = useStrategies();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  if (strategies.isError)
    return <ErrorState compact title={t('strategies.error')} onRetry={() => strategies.refetch()} />;

  const options =
    user && strategies.data
      ? strategyOptionsOf(strategies.data.list, user, market, unixSecondsFromMillis(Date.now()))
      : [];
  const persian = i18n.language === 'fa';
  const itemsFor = (index: number) => {
    const taken = new Set(
      rows.flatMap((row, at) => (at !== index && row.strategyId !== null ? [row.strategyId] : [])),
    );
    return options.map(({ strategy, minCap }) => ({
      value: String(strategy.id),
      label: persian ? strategy.fa_name : strategy.name,
      lock: minCap !== null,
      disabled: taken.has(strategy.id),
    }));
  };
  const timeframes = source ? timeframesOf(source) : [];
  return (
    <>
      <p className="text-ink-muted text-xs">{t('advanced.hint')}</p>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the pack; rows have no id of their own
          <Fragment key={index}>
            {index > 0 && (
              <li aria-hidden="true" className="flex items-center gap-2 ps-3">
                <span className="rounded-md bg-brand/10 px-2 py-0.5 font-semibold text-brand text-xs uppercase">
                  {t('advanced.and')}
                </span>
              </li>
            )}
            <AdvancedRowFields
              index={index}
              row={row}
              strategies={itemsFor(index)}
              timeframes={timeframes}
              invalid={invalidRow === index}
              blank={index === rows.length - 1 && row.strategyId === null}
              onChange={(next) => onChange(withRow(rows, index, next))}
              onRemove={() => onChange(withoutRow(rows, index))}
              onLocked={() =>
                openUpgrade({ rule: FEATURES['advanceStrategyPacks.add'].rule, group: marketGroupOf(market) })
              }
            />
          </Fragment>
        ))}
      </ol>
    </>
  );
};
