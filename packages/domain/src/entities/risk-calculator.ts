import { z } from 'zod';
import { POSITION_TYPES, RISK_DEFAULTS } from '../markets';

const positive = z.number().finite().positive();

/**
 * Risk calculator inputs as kept in local storage (spec §3); prices stay null until entered.
 * Percents are whole numbers (1 = 1 %).
 */
export const riskCalculatorInputsSchema = z.object({
  allYourMoney: positive.default(RISK_DEFAULTS.allYourMoney),
  riskPercentage: positive.max(100).default(RISK_DEFAULTS.riskPercentage),
  positionType: z.enum(POSITION_TYPES).default('long'),
  leverage: z
    .number()
    .min(RISK_DEFAULTS.leverageMin)
    .max(RISK_DEFAULTS.leverageMax)
    .default(RISK_DEFAULTS.leverage),
  entryPrice: positive.nullable().default(null),
  stopLossPrice: positive.nullable().default(null),
  exitPrice: positive.nullable().default(null),
});
export type RiskCalculatorInputs = z.infer<typeof riskCalculatorInputsSchema>;
