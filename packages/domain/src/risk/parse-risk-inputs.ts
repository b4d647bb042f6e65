import { parseDecimal } from '../format';
import { POSITION_TYPES, type PositionType, RISK_DEFAULTS } from '../markets';
import { type RawRiskInputs, RISK_NUMBER_FIELDS, type RiskInputs, type RiskNumberField } from './risk-inputs';
import type { RiskErrorCode } from './risk-messages';

export type RiskInputErrors = Partial<Record<RiskNumberField | 'positionType', RiskErrorCode>>;

const toNumber = (value: number | string): number | null =>
  typeof value === 'number' ? (Number.isFinite(value) ? value : null) : parseDecimal(value);

/** The rule each number must meet once it is one; undefined when it does. */
const RANGE_RULES: Record<RiskNumberField, (value: number) => RiskErrorCode | undefined> = {
  allYourMoney: (v) => (v > 0 ? undefined : 'market.risk-quant.not-positive'),
  riskPercentage: (v) => (v > 0 && v <= 100 ? undefined : 'market.risk-quant.risk-out-of-range'),
  leverage: (v) =>
    v >= RISK_DEFAULTS.leverageMin && v <= RISK_DEFAULTS.leverageMax
      ? undefined
      : 'market.risk-quant.leverage-out-of-range',
  entryPrice: (v) => (v > 0 ? undefined : 'market.risk-quant.not-positive'),
  stopLossPrice: (v) => (v > 0 ? undefined : 'market.risk-quant.not-positive'),
  exitPrice: (v) => (v > 0 ? undefined : 'market.risk-quant.not-positive'),
};

const isPositionType = (value: string): value is PositionType =>
  (POSITION_TYPES as readonly string[]).includes(value);

const isComplete = (
  numbers: Partial<Record<RiskNumberField, number>>,
): numbers is Record<RiskNumberField, number> =>
  RISK_NUMBER_FIELDS.every((field) => numbers[field] !== undefined);

/**
 * Spec §5: numbers only (a field that is not one is marked and not used), leverage 1-100, and the stop
 * loss below the entry for a long and above it for a short. Every field is checked, so each one that
 * is wrong gets its own code at once.
 */
export const parseRiskInputs = (
  raw: RawRiskInputs,
): { ok: true; inputs: RiskInputs } | { ok: false; errors: RiskInputErrors } => {
  const errors: RiskInputErrors = {};
  const numbers: Partial<Record<RiskNumberField, number>> = {};
  for (const field of RISK_NUMBER_FIELDS) {
    const value = toNumber(raw[field]);
    const error = value === null ? 'market.risk-quant.not-a-number' : RANGE_RULES[field](value);
    if (error) errors[field] = error;
    else if (value !== null) numbers[field] = value;
  }
  const positionType = isPositionType(raw.positionType) ? raw.positionType : undefined;
  if (!positionType) errors.positionType = 'market.risk-quant.invalid-position-type';

  const { entryPrice, stopLossPrice } = numbers;
  if (entryPrice !== undefined && stopLossPrice !== undefined) {
    if (positionType === 'long' && stopLossPrice >= entryPrice) {
      errors.stopLossPrice = 'market.risk-quant.stop-loss-not-below-entry';
    }
    if (positionType === 'short' && stopLossPrice <= entryPrice) {
      errors.stopLossPrice = 'market.risk-quant.stop-loss-not-above-entry';
    }
  }
  if (Object.keys(errors).length > 0 || !isComplete(numbers) || !positionType) return { ok: false, errors };
  return { ok: true, inputs: { ...numbers, positionType } };
};
