import { type Market, maxVolume24hOf, quotesOf, type SourceName } from '@tradescope/domain';
import type { ReactNode } from 'react';
import type { MarketSource } from '../lib/endpoints/market-sources';
import type { SelectItem } from './select';

/** A filter with its small label above it, as the filter bars and sheets lay them out. */
export const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <span className="mb-1.5 block font-medium text-ink-muted text-xs">{label}</span>
    {children}
  </div>
);

/**
 * The source select's options: a source without data is disabled, and named so when `noDataLabel` is given;
 * `withLocks` marks the sources outside the user's plan.
 */
export const sourceItemsOf = (
  sources: readonly MarketSource[],
  { noDataLabel, withLocks = false }: { noDataLabel?: string; withLocks?: boolean } = {},
): SelectItem[] =>
  sources.map((source) => ({
    value: source.name,
    label: source.hasData || noDataLabel === undefined ? source.title : `${source.title} · ${noDataLabel}`,
    disabled: !source.hasData,
    ...(withLocks ? { lock: source.locked } : {}),
  }));

/** The quote select's options: the source's quotes on the market, upper-cased. */
export const quoteItemsOf = (source: SourceName, market: Market): SelectItem[] =>
  quotesOf(source, market).map((quote) => ({ value: quote, label: quote.toUpperCase() }));

/** The volume range's top: the biggest 24 h volume cap of the chosen quotes on the source, if any. */
export const maxVolumeOf = (source: SourceName | null, quotes: readonly string[]): number | undefined => {
  if (source === null) return undefined;
  const caps = quotes.map((quote) => maxVolume24hOf(source, quote)).filter((cap) => cap !== undefined);
  return caps.length === 0 ? undefined : Math.max(...caps);
};
