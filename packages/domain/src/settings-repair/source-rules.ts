import {
  CRYPTO_SETTINGS_SOURCES,
  type Market,
  type SourceName,
  STOCK_SOURCES,
  sourceNamesOf,
} from '../markets';

export interface RepairContext {
  /** Crypto sources users may keep in settings (spec §3); the first is where others are reset to. */
  readonly cryptoSources?: readonly SourceName[];
  /** Stock settings are forced to the first of these on load (spec §4). */
  readonly stockSources?: readonly SourceName[];
  /** Stamped on the repaired document as its schemaLastUpdate. */
  readonly schemaLastUpdate?: number;
}

/** Sources a market's settings may hold, the fallback first. */
export const allowedSourcesOf = (market: Market, context: RepairContext): readonly SourceName[] => {
  const ofMarket = sourceNamesOf(market);
  const chosen = (list: readonly SourceName[] | undefined, fallback: readonly SourceName[]) => {
    const served = (list ?? fallback).filter((name) => ofMarket.includes(name));
    return served.length > 0 ? served : fallback;
  };
  if (market === 'crypto') return chosen(context.cryptoSources, CRYPTO_SETTINGS_SOURCES);
  if (market === 'stock') return chosen(context.stockSources, STOCK_SOURCES).slice(0, 1);
  return ofMarket;
};
