import type { STRATEGY_ID_RANGES } from './ids';

/**
 * The strategy catalog's shape: spec §3 Strategy, served as the strategy-list JSON, so plain data only.
 * Strings the domain also defines (tiers, positions) are still copied here from the days the engine
 * imported nothing of ours; the server checks each entry against the domain's schema.
 */

/**
 * A strategy's family, one per id block of the ledger, so a new family's group exists with its block.
 * Group `jump` is hidden from strategy lists by the access rules; jumps have their own page (spec §6).
 */
export type StrategyGroup = keyof typeof STRATEGY_ID_RANGES;

/** Tiers whose expiry fields open a strategy (spec §3 User access maps). */
export const ACCESS_TIERS = ['ict', 'pro', 'hero', 'xmoon'] as const;
export type AccessTier = (typeof ACCESS_TIERS)[number];

/** free for everyone, hide (beta, listed only with access) or the tiers that open it (spec §6). */
export type StrategyAccess = 'free' | 'hide' | readonly AccessTier[];

export type CatalogPosition = 'buy' | 'sell' | 'neutral';

export interface StrategyTag {
  readonly label: string;
  readonly class: string;
  readonly tooltip: string;
}

/**
 * How the chart draws a match: the TradingView study to open (name and inputs), the shape marking the
 * signal, and our timeframe -> the study's interval where they differ (empty: the chart's own).
 */
export interface TradingviewDrawing {
  readonly indicator: string;
  readonly value: string;
  readonly shape: string;
  readonly timeframeMapping: Readonly<Record<string, string>>;
}

export interface CatalogStrategy {
  readonly id: number;
  /** Stable name binding the entry to its detector in the strategy registry. */
  readonly key: string;
  readonly name: string;
  readonly fa_name: string;
  readonly group: StrategyGroup;
  /** How it fires: cross, breakout, flip, reentry, spike, divergence, pattern, jump. */
  readonly type: string;
  /** Strategies sharing a category list under one main strategy (spec §2 matches table). */
  readonly category: string | null;
  readonly access: StrategyAccess;
  readonly position: CatalogPosition;
  /** Closed candles after the signal candle during which a match stays listed (DESIGN §5). */
  readonly validity: number;
  readonly has_pivot_type: boolean;
  readonly has_passed_candle: boolean;
  readonly has_distance: boolean;
  readonly tags: readonly StrategyTag[];
  readonly image: string | null;
  readonly descriptions: { readonly en: string; readonly fa: string };
  readonly lock: { readonly crypto: boolean; readonly global: boolean };
  /** The lowest tier that opens it where locked; null when free. */
  readonly minCap: AccessTier | null;
  readonly tradingview: TradingviewDrawing | null;
  /** The match chartData points the chart draws, by name. */
  readonly chartPoints: readonly string[];
}
