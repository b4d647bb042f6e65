import { ADVANCED_SELECTOR_RANGE, type Timeframe } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { IconButton } from '../../../ui/button';
import { Labelled, MultiSelectField, timeframeItemsOf } from '../../../ui/filter-fields';
import { TrashIcon } from '../../../ui/icons';
import { Select, type SelectItem } from '../../../ui/select';
import type { AdvancedRow } from './advanced-rows';

const clamp = (value: number) =>
  Math.min(ADVANCED_SELECTOR_RANGE.max, Math.max(ADVANCED_SELECTOR_RANGE.min, Math.round(value)));

/** A from-to window of whole numbers within the selector's 0-100 (spec §5). */
const WindowField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: AdvancedRow['distance'];
  onChange: (value: AdvancedRow['distance']) => void;
}) => {
  const { t } = useTranslation('settings');
  const input = (end: 'from' | 'to') => (
    <input
      type="number"
      inputMode="numeric"
      min={ADVANCED_SELECTOR_RANGE.min}
      max={ADVANCED_SELECTOR_RANGE.max}
      aria-label={`${label} ${t(`advanced.${end}`)}`}
      value={value[end]}
      onChange={(event) => {
        const number = Number(event.target.value);
        if (Number.isFinite(number)) onChange({ ...value, [end]: clamp(number) });
      }}
      className="tabular h-9 w-full min-w-0 rounded-lg border border-line-strong bg-surface-raised px-2 text-center text-sm outline-none focus:border-brand focus:ring-3 focus:ring-brand/15"
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1.5 font-medium text-ink-muted text-xs">{label}</legend>
      <div className="flex items-center gap-1">
        {input('from')}
        <span aria-hidden="true" className="text-ink-faint">
          –
        </span>
        {input('to')}
      </div>
    </fieldset>
  );
};

export interface AdvancedRowFieldsProps {
  readonly index: number;
  readonly row: AdvancedRow;
  readonly strategies: readonly SelectItem[];
  readonly timeframes: readonly Timeframe[];
  readonly invalid: boolean;
  /** The blank last row adds the next strategy and cannot be removed. */
  readonly blank: boolean;
  readonly onChange: (row: AdvancedRow) => void;
  readonly onRemove: () => void;
  readonly onLocked: (item: SelectItem) => void;
}

/** Spec §2 advanced selector row: one strategy with its timeframes, passed-candle window and distance window. */
export const AdvancedRowFields = ({
  index,
  row,
  strategies,
  timeframes,
  invalid,
  blank,
  onChange,
  onRemove,
  onLocked,
}: AdvancedRowFieldsProps) => {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const number = index + 1;
  // Labels show the language's digits; the accessible names keep the number itself.
  const shown = format.count(number);
  return (
    <li
      data-row={index}
      aria-label={t('advanced.row', { number })}
      className={clsx(
        'grid grid-cols-2 items-end gap-2 rounded-lg border p-3 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]',
        invalid ? 'border-sell bg-sell/5' : blank ? 'border-line border-dashed' : 'border-line',
      )}
    >
      <div className="col-span-2 desktop:col-span-1">
        <Labelled label={t('advanced.strategy', { number: shown })}>
          <Select
            label={t('advanced.strategy', { number })}
            placeholder={blank ? t('advanced.add') : t('advanced.pick')}
            items={strategies}
            value={row.strategyId === null ? null : String(row.strategyId)}
            onChange={(value) => onChange({ ...row, strategyId: Number(value) })}
            onLockedPick={onLocked}
          />
        </Labelled>
      </div>
      <div className="col-span-2 desktop:col-span-1">
        <MultiSelectField
          label={t('advanced.timeframes')}
          items={timeframeItemsOf(timeframes)}
          values={row.timeframe.map(String)}
          onChange={(values) => onChange({ ...row, timeframe: values.map(Number) as Timeframe[] })}
        />
      </div>
      <WindowField
        label={t('advanced.passed-candle')}
        value={row.passedCandle}
        onChange={(passedCandle) => onChange({ ...row, passedCandle })}
      />
      <WindowField
        label={t('advanced.distance')}
        value={row.distance}
        onChange={(distance) => onChange({ ...row, distance })}
      />
      <div className="col-span-2 flex justify-end desktop:col-span-1">
        {blank ? (
          // Keeps the blank row's columns in line with the rows above.
          <span aria-hidden="true" className="hidden size-9 desktop:block" />
        ) : (
          <IconButton
            label={t('advanced.remove', { number: shown })}
            onClick={onRemove}
            className="hover:text-sell"
          >
            <TrashIcon size={16} />
          </IconButton>
        )}
      </div>
    </li>
  );
};
