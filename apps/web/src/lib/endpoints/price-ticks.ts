import type { Asset } from './market-assets';

/** One price of a websocket push: the venue's symbol, the pair, and the last trade. */
export interface PriceTick {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly price: number;
}

/** A push of /ws/v1/{market}: the prices that moved on one source, stamped with the feed's clock. */
export interface PriceBatch {
  readonly source: string;
  /** Unix seconds of the feed's clock (replay time in demo mode). */
  readonly time: number;
  readonly prices: readonly PriceTick[];
}

/**
 * The 24 h change moves with the price: the price 24 h ago is what the current change was measured
 * against, so the new change is the new price against that same reference.
 */
const movedChange = (asset: Asset, price: number): number => {
  const reference = asset.price / (1 + asset.change24h / 100);
  if (!Number.isFinite(reference) || reference <= 0) return asset.change24h;
  return (price / reference - 1) * 100;
};

/**
 * A push applied to the assets of one source: price, 24 h change and marketcap (supply × price) follow
 * the tick. The same array comes back when nothing moved, so the table does not re-render for nothing.
 */
export const applyPriceTicks = (assets: Asset[], batch: PriceBatch): Asset[] => {
  const bySymbol = new Map(batch.prices.map((tick) => [tick.symbol, tick.price]));
  let moved = false;
  const next = assets.map((asset) => {
    const price = asset.source === batch.source ? bySymbol.get(asset.sourceSymbol) : undefined;
    if (price === undefined || !Number.isFinite(price) || price <= 0 || price === asset.price) return asset;
    moved = true;
    return {
      ...asset,
      price,
      change24h: movedChange(asset, price),
      marketcap:
        asset.marketcap === null || asset.price <= 0
          ? asset.marketcap
          : (asset.marketcap * price) / asset.price,
    };
  });
  return moved ? next : assets;
};
