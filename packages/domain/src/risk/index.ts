export {
  calculateRisk,
  computeRisk,
  type RiskCalculation,
  type RiskErrors,
  type RiskResult,
} from './calculate-risk';
export { type MatchLevels, type MatchPlan, type MatchPlanOrigin, planFromMatch } from './match-plan';
export { parseRiskInputs, type RiskInputErrors } from './parse-risk-inputs';
export {
  defaultRiskInputs,
  type RawRiskInputs,
  RISK_NUMBER_FIELDS,
  type RiskInputs,
  type RiskNumberField,
} from './risk-inputs';
export { RISK_MESSAGES, type RiskErrorCode } from './risk-messages';
