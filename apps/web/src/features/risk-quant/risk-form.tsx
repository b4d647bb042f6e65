import { type PositionType, parseDecimal, RISK_DEFAULTS } from '@tradescope/domain';
import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/field';
import type { PriceField, RiskDraft, RiskView } from './risk-draft';
import { useRiskMessage } from './risk-text';
import type { PlanOrigin } from './use-risk-plan';

type TextFieldName = Exclude<keyof RiskDraft, 'positionType'>;

export interface RiskFormProps {
  readonly draft: RiskDraft;
  readonly view: RiskView;
  readonly origin: PlanOrigin | undefined;
  readonly onField: (field: TextFieldName, text: string) => void;
  readonly onPosition: (position: PositionType) => void;
}

/** Which hint a price field shows when a match gave it (issue 18: say which prices came from the match). */
const ORIGIN_HINTS: Record<PriceField, (origin: PlanOrigin) => string | undefined> = {
  entryPrice: (origin) => origin.entry && `origin.entry-${origin.entry}`,
  stopLossPrice: (origin) => origin.stop && `origin.stop-${origin.stop}`,
  exitPrice: (origin) => origin.exit && `origin.exit-${origin.exit}`,
};

const PRICE_FIELDS: readonly PriceField[] = ['entryPrice', 'stopLossPrice', 'exitPrice'];

const DIRECTION_TONES: Record<PositionType, string> = {
  long: 'bg-buy text-white',
  short: 'bg-sell text-white',
};

/** Spec §5: the leverage's up arrow works only below 100 (and its down arrow only above 1). */
const stepLeverage = (text: string, event: KeyboardEvent<HTMLInputElement>): string | undefined => {
  const value = parseDecimal(text);
  if (value === null) return undefined;
  if (event.key === 'ArrowUp' && value < RISK_DEFAULTS.leverageMax)
    return String(Math.min(RISK_DEFAULTS.leverageMax, Math.floor(value) + 1));
  if (event.key === 'ArrowDown' && value > RISK_DEFAULTS.leverageMin)
    return String(Math.max(RISK_DEFAULTS.leverageMin, Math.ceil(value) - 1));
  return undefined;
};

/** The calculator's inputs (spec §3): money, risk, leverage (slider and field, 1-100), direction, entry, stop, exit. */
export const RiskForm = ({ draft, view, origin, onField, onPosition }: RiskFormProps) => {
  const { t } = useTranslation('risk-quant');
  const message = useRiskMessage();
  const field = (name: TextFieldName) => ({
    label: t(`inputs.${name}`),
    value: draft[name],
    error: message(view.errors[name]),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    dir: 'ltr' as const,
    onChange: (event: { target: { value: string } }) => onField(name, event.target.value),
  });
  const leverage = view.numbers.leverage ?? RISK_DEFAULTS.leverage;
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <TextField {...field('allYourMoney')} data-testid="risk-allYourMoney" />
        <TextField {...field('riskPercentage')} data-testid="risk-riskPercentage" />
      </div>
      <div className="flex flex-col gap-2">
        <TextField
          {...field('leverage')}
          data-testid="risk-leverage"
          onKeyDown={(event) => {
            const next = stepLeverage(draft.leverage, event);
            if (next === undefined) return;
            event.preventDefault();
            onField('leverage', next);
          }}
        />
        <input
          type="range"
          min={RISK_DEFAULTS.leverageMin}
          max={RISK_DEFAULTS.leverageMax}
          step={1}
          value={Math.min(RISK_DEFAULTS.leverageMax, Math.max(RISK_DEFAULTS.leverageMin, leverage))}
          aria-label={t('inputs.leverage-slider')}
          onChange={(event) => onField('leverage', event.target.value)}
          className="w-full accent-brand"
        />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-ink text-sm">{t('inputs.positionType')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1">
          {(['long', 'short'] as const).map((position) => (
            <label
              key={position}
              className={clsx(
                'flex h-9 cursor-pointer items-center justify-center rounded-md font-semibold text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                draft.positionType === position ? DIRECTION_TONES[position] : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="positionType"
                value={position}
                checked={draft.positionType === position}
                onChange={() => onPosition(position)}
                className="sr-only"
              />
              {t(`inputs.${position}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {PRICE_FIELDS.map((name) => {
        const hint = origin && ORIGIN_HINTS[name](origin);
        return (
          <div key={name} className="flex flex-col gap-1">
            <TextField {...field(name)} data-testid={`risk-${name}`} />
            {hint && (
              <p className="flex items-center gap-1.5 text-[11px] text-brand" data-origin={name}>
                <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
                {t(hint as 'origin.entry-zone')}
              </p>
            )}
          </div>
        );
      })}
    </form>
  );
};
