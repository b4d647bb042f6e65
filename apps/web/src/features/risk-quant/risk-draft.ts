import {
  calculateRisk,
  computeRisk,
  defaultRiskInputs,
  type MatchPlan,
  type PositionType,
  parseDecimal,
  parseRiskInputs,
  priceScale,
  RISK_DEFAULTS,
  RISK_NUMBER_FIELDS,
  type RiskErrorCode,
  type RiskNumberField,
  type RiskResult,
  riskPriceScale,
} from '@tradescope/domain';

/** The calculator's inputs as typed (spec §3 names): text, so a half-typed number is kept as the trader left it. */
export type RiskDraft = { readonly [K in RiskNumberField]: string } & { readonly positionType: PositionType };

export type PriceField = 'entryPrice' | 'stopLossPrice' | 'exitPrice';

/** A price as an input holds it: plain digits, enough decimals for the pair (spec §9 price and risk scales). */
export const priceText = (price: number): string => {
  const decimals = Math.max(priceScale(price), riskPriceScale(price));
  return String(Number(price.toFixed(decimals)));
};

const pricesOf = (plan: Pick<MatchPlan, 'entryPrice' | 'stopLossPrice' | 'exitPrice'>) => ({
  entryPrice: priceText(plan.entryPrice),
  stopLossPrice: priceText(plan.stopLossPrice),
  exitPrice: priceText(plan.exitPrice),
});

/** What the trader keeps across pairs and directions: their money, risk and leverage. */
const accountOf = (draft: RiskDraft | undefined) => ({
  allYourMoney: draft?.allYourMoney ?? String(RISK_DEFAULTS.allYourMoney),
  riskPercentage: draft?.riskPercentage ?? String(RISK_DEFAULTS.riskPercentage),
  leverage: draft?.leverage ?? String(RISK_DEFAULTS.leverage),
});

/**
 * Spec §9 defaults around the price (entry at it, exit 5 % and stop 2 % away on the position's side); without a
 * price the prices wait for the trader. Money, risk and leverage stay as the trader set them.
 */
export const defaultDraft = (
  price: number | undefined,
  positionType: PositionType,
  kept?: RiskDraft,
): RiskDraft => ({
  ...accountOf(kept),
  positionType,
  ...(price === undefined || !(price > 0)
    ? { entryPrice: '', stopLossPrice: '', exitPrice: '' }
    : pricesOf(defaultRiskInputs(price, positionType))),
});

/** A match's plan with the trader's own money, risk and leverage: those are all they set. */
export const draftFromPlan = (plan: MatchPlan, kept?: RiskDraft): RiskDraft => ({
  ...accountOf(kept),
  positionType: plan.positionType,
  ...pricesOf(plan),
});

export type RiskNumbers = Partial<Record<RiskNumberField, number>>;

export interface RiskView {
  /** Each field's broken rule (spec §5): a field that is not a number is marked and its last number is used. */
  readonly errors: Partial<Record<RiskNumberField | 'positionType', RiskErrorCode>>;
  /** Plans the exchange would refuse, shown beside the figures: liquidation before the stop, margin over money. */
  readonly warnings: Partial<Record<'liquidation' | 'margin', RiskErrorCode>>;
  /** The figures, whenever the numbers make a plan (also when a warning stands). */
  readonly result: RiskResult | undefined;
  /** The numbers in use: what is typed, or the last number of a field that is not one now. */
  readonly numbers: RiskNumbers;
}

/** Reads the draft; `previous` holds each field's last number, for a field whose text is not one now. */
export const evaluateDraft = (draft: RiskDraft, previous: RiskNumbers = {}): RiskView => {
  const numbers: RiskNumbers = {};
  const errors: RiskView['errors'] = {};
  for (const field of RISK_NUMBER_FIELDS) {
    const typed = parseDecimal(draft[field]);
    if (typed === null) errors[field] = 'market.risk-quant.not-a-number';
    const value = typed ?? previous[field];
    if (value !== undefined) numbers[field] = value;
  }
  const raw = { ...emptyNumbers, ...numbers, positionType: draft.positionType };
  const parsed = parseRiskInputs(raw);
  if (!parsed.ok)
    return { errors: { ...parsed.errors, ...errors }, warnings: {}, result: undefined, numbers };
  const checked = calculateRisk(parsed.inputs);
  const warnings: RiskView['warnings'] = {};
  if (!checked.ok) {
    if (checked.errors.liquidation) warnings.liquidation = checked.errors.liquidation;
    if (checked.errors.margin) warnings.margin = checked.errors.margin;
  }
  return { errors, warnings, result: computeRisk(parsed.inputs), numbers };
};

const emptyNumbers: Record<RiskNumberField, string> = {
  allYourMoney: '',
  riskPercentage: '',
  leverage: '',
  entryPrice: '',
  stopLossPrice: '',
  exitPrice: '',
};
