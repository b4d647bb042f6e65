import { LIMITS, type Pair } from '@tradescope/domain';

type BaseAsset = Pick<Pair, 'base' | 'name' | 'marketcap' | 'logo' | 'isQuote'> & {
  readonly locked?: boolean;
};

/** A base the radar can be narrowed to: one entry per base, whatever quotes it trades against. */
export interface BaseItem {
  readonly base: string;
  readonly name: string;
  readonly logo: string | null;
  readonly marketcap: number | null;
  /** Every pair of the base is outside the user's plan. */
  readonly locked: boolean;
}

/**
 * The source's bases for the radar's asset picker (spec §5): quote-type assets hidden, each base once (its largest
 * market cap), biggest first; assets without a market cap (forex, commodities) keep the source's order after them.
 */
export const baseItemsOf = (assets: readonly BaseAsset[]): BaseItem[] => {
  const bases = new Map<string, BaseItem>();
  for (const asset of assets) {
    if (asset.isQuote) continue;
    const known = bases.get(asset.base);
    const locked = (known?.locked ?? true) && asset.locked === true;
    const marketcap = Math.max(known?.marketcap ?? -1, asset.marketcap ?? -1);
    bases.set(asset.base, {
      base: asset.base,
      name: known?.name ?? asset.name,
      logo: known?.logo ?? asset.logo,
      marketcap: marketcap < 0 ? null : marketcap,
      locked,
    });
  }
  return [...bases.values()].sort((a, b) => (b.marketcap ?? -1) - (a.marketcap ?? -1));
};

/**
 * What the picker lists: the top 30 by market cap until the user searches, then every base whose lowercase
 * base or name holds the text (spec §5 radar variant).
 */
export const pickBaseItems = (items: readonly BaseItem[], search: string): readonly BaseItem[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return items.slice(0, LIMITS.assetPickerTopByMarketcap);
  return items.filter((item) => item.base.includes(needle) || item.name.toLowerCase().includes(needle));
};
