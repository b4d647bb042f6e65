import { RISK_DEFAULTS } from '../markets';

/**
 * The risk calculator's error codes with their English text for the web's en.json. The spec (§5) names
 * the rules but not their words, so the words are ours.
 */
export const RISK_MESSAGES = {
  'market.risk-quant.not-a-number': 'Please enter a number.',
  'market.risk-quant.not-positive': 'Please enter a number greater than zero.',
  'market.risk-quant.risk-out-of-range': 'Risk must be more than 0 and at most 100 percent.',
  'market.risk-quant.leverage-out-of-range': `Leverage must be between ${RISK_DEFAULTS.leverageMin} and ${RISK_DEFAULTS.leverageMax}.`,
  'market.risk-quant.invalid-position-type': 'Please choose long or short.',
  'market.risk-quant.stop-loss-not-below-entry':
    'For a long position the stop loss must be below the entry price.',
  'market.risk-quant.stop-loss-not-above-entry':
    'For a short position the stop loss must be above the entry price.',
  'market.risk-quant.liquidation-crosses-stop':
    'The position would be liquidated before the stop loss. Lower the leverage or bring the stop loss closer.',
  'market.risk-quant.margin-exceeds-money':
    'The margin is more than all your money. Lower the risk, widen the stop loss or raise the leverage.',
} as const;

export type RiskErrorCode = keyof typeof RISK_MESSAGES;
