import { type PositionType, RISK_DEFAULTS } from '../markets';

/** Spec §3 risk calculator inputs; percents are whole numbers (1 means 1 %). */
export interface RiskInputs {
  readonly allYourMoney: number;
  readonly riskPercentage: number;
  readonly positionType: PositionType;
  readonly leverage: number;
  readonly entryPrice: number;
  readonly stopLossPrice: number;
  readonly exitPrice: number;
}

export const RISK_NUMBER_FIELDS = [
  'allYourMoney',
  'riskPercentage',
  'leverage',
  'entryPrice',
  'stopLossPrice',
  'exitPrice',
] as const;
export type RiskNumberField = (typeof RISK_NUMBER_FIELDS)[number];

/** The inputs as typed: each number may still be the text of its field. */
export type RawRiskInputs = { readonly [K in RiskNumberField]: number | string } & {
  readonly positionType: string;
};

/**
 * Spec §9 defaults around a price: money 100, risk 1 %, leverage 10, the exit 5 % and the stop 2 % from
 * the price, each on the side the position type calls for (a long profits above, a short below).
 */
export const defaultRiskInputs = (price: number, positionType: PositionType = 'long'): RiskInputs => {
  const side = positionType === 'long' ? 1 : -1;
  return {
    allYourMoney: RISK_DEFAULTS.allYourMoney,
    riskPercentage: RISK_DEFAULTS.riskPercentage,
    positionType,
    leverage: RISK_DEFAULTS.leverage,
    entryPrice: price,
    exitPrice: price * (1 + (side * RISK_DEFAULTS.exitPercentFromPrice) / 100),
    stopLossPrice: price * (1 - (side * RISK_DEFAULTS.stopPercentFromPrice) / 100),
  };
};
