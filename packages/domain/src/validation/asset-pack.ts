import type { Market } from '../markets';
import { type PackNameContext, packNameIssues, RESERVED_ASSET_PACK_NAMES } from './pack-name';
import { issue, settle, type ValidationResult } from './result';

/** What one asset of each market is called in the pack messages (spec §3 pack kinds). */
export const ASSET_PACK_ITEM_BY_MARKET = {
  crypto: 'coin',
  currencies: 'currency',
  commodities: 'commodity',
  indices: 'indice',
  stock: 'stock',
} as const satisfies Record<Market, string>;

export interface AssetPackInput {
  readonly name: string;
  readonly assets: readonly string[];
}

export interface AssetPackContext extends Omit<PackNameContext, 'reservedNames'> {
  readonly market: Market;
}

/**
 * A named pack of at least one asset. The value is the pack with its name trimmed and repeated assets
 * removed (first occurrence kept, so the user's order survives).
 */
export const validateAssetPack = <P extends AssetPackInput>(
  pack: P,
  context: AssetPackContext,
): ValidationResult<P> => {
  const assets = [...new Set(pack.assets)];
  const errors = packNameIssues(pack.name, { ...context, reservedNames: RESERVED_ASSET_PACK_NAMES });
  if (assets.length === 0) {
    errors.push(issue('assets', `market.empty-${ASSET_PACK_ITEM_BY_MARKET[context.market]}-list`));
  }
  return settle({ ...pack, name: pack.name.trim(), assets }, errors);
};
