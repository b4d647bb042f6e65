import { LIQUIDATION_COEFFICIENTS } from '../markets';
import { parseRiskInputs, type RiskInputErrors } from './parse-risk-inputs';
import type { RawRiskInputs, RiskInputs } from './risk-inputs';
import type { RiskErrorCode } from './risk-messages';

/** Spec §3 outputs. Money values are in the account's currency; percents are whole numbers. */
export interface RiskResult {
  /** Money lost if the stop loss is hit. */
  readonly riskedMoney: number;
  /** Notional value of the position. */
  readonly positionSize: number;
  /** Own money the position ties up at the leverage. */
  readonly margin: number;
  readonly liquidation: number;
  readonly riskReward: number;
  /** Money made (negative: lost) if the exit price is reached. */
  readonly profitOrLost: number;
  /** profitOrLost as a percent of the margin. */
  readonly returnOrEquity: number;
  /** Percent move from entry to exit, positive when it favours the position. */
  readonly priceChange: number;
}

export type RiskErrors = RiskInputErrors & Partial<Record<'liquidation' | 'margin', RiskErrorCode>>;

export type RiskCalculation =
  | { readonly ok: true; readonly result: RiskResult }
  | { readonly ok: false; readonly errors: RiskErrors };

/** The DESIGN §5 formulas, on inputs already known to be valid numbers. */
export const computeRisk = (inputs: RiskInputs): RiskResult => {
  const { allYourMoney, riskPercentage, leverage, entryPrice, stopLossPrice, exitPrice } = inputs;
  const long = inputs.positionType === 'long';
  const riskedMoney = (allYourMoney * riskPercentage) / 100;
  const stopMove = Math.abs(entryPrice - stopLossPrice) / entryPrice;
  const positionSize = riskedMoney / stopMove;
  const margin = positionSize / leverage;
  // Spec §9 coefficients: they move a long's liquidation up and a short's down, towards the entry.
  const liquidation = long
    ? entryPrice * (1 - 1 / leverage) * LIQUIDATION_COEFFICIENTS.long
    : entryPrice * (1 + 1 / leverage) * LIQUIDATION_COEFFICIENTS.short;
  const riskReward = Math.abs(exitPrice - entryPrice) / Math.abs(entryPrice - stopLossPrice);
  const priceChange = ((exitPrice - entryPrice) / entryPrice) * 100 * (long ? 1 : -1);
  const profitOrLost = (positionSize * priceChange) / 100;
  const returnOrEquity = (profitOrLost / margin) * 100;
  return {
    riskedMoney,
    positionSize,
    margin,
    liquidation,
    riskReward,
    profitOrLost,
    returnOrEquity,
    priceChange,
  };
};

/**
 * Checks the typed inputs, computes, then refuses a plan the exchange would not carry out: liquidation
 * at or beyond the stop loss (the stop could never fire) or a margin above all the money (spec §5).
 */
export const calculateRisk = (raw: RawRiskInputs): RiskCalculation => {
  const parsed = parseRiskInputs(raw);
  if (!parsed.ok) return parsed;
  const { inputs } = parsed;
  const result = computeRisk(inputs);
  const errors: RiskErrors = {};
  const crosses =
    inputs.positionType === 'long'
      ? result.liquidation >= inputs.stopLossPrice
      : result.liquidation <= inputs.stopLossPrice;
  if (crosses) errors.liquidation = 'market.risk-quant.liquidation-crosses-stop';
  if (result.margin > inputs.allYourMoney) errors.margin = 'market.risk-quant.margin-exceeds-money';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, result };
};
