/** Liquidation price coefficients: long entry × (1 - 1/leverage) × 1.011, short × (1 + 1/leverage) × 0.989. */
export const LIQUIDATION_COEFFICIENTS = { long: 1.011, short: 0.989 } as const;

/** Risk calculator defaults (spec §3, §9); percents are whole numbers (1 means 1 %). */
export const RISK_DEFAULTS = {
  allYourMoney: 100,
  riskPercentage: 1,
  leverage: 10,
  exitPercentFromPrice: 5,
  stopPercentFromPrice: 2,
  leverageMin: 1,
  leverageMax: 100,
} as const;

export const POSITION_TYPES = ['long', 'short'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];
