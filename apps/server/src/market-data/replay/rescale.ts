import { emptyColumns } from '@tradescope/engine';
import { assetInfoOf } from '../catalog/asset-metadata';
import type { ReplayAsset } from './replay-catalog';
import { loadShippedSymbol } from './replay-files';
import type { ShippedSymbol } from './replay-format';

const lastClose = (symbol: ShippedSymbol): { end: number; close: number } => {
  const { candles } = symbol.series[0]!;
  const n = candles.time.length;
  return { end: candles.time[n - 1] ?? Number.NEGATIVE_INFINITY, close: candles.close[n - 1] ?? 1 };
};

/**
 * Every price of a shipped symbol times `factor`, on a tick fine enough for the new level (a coin rescaled from 12
 * to 3 gains a decimal). The candles keep their shapes: returns, wicks and volumes are the real ones.
 */
export const rescaleShipped = (symbol: ShippedSymbol, factor: number): ShippedSymbol => {
  if (factor === 1) return symbol;
  const extra = factor < 1 ? Math.ceil(-Math.log10(factor)) : 0;
  return {
    ...symbol,
    series: symbol.series.map((series) => {
      const decimals = Math.min(10, series.priceDecimals + extra);
      const scale = 10 ** decimals;
      const n = series.candles.time.length;
      const out = emptyColumns(n);
      out.time.set(series.candles.time);
      out.volume.set(series.candles.volume);
      for (const name of ['open', 'high', 'low', 'close'] as const) {
        const from = series.candles[name];
        const to = out[name];
        for (let i = 0; i < n; i++) to[i] = Math.round(from[i]! * factor * scale) / scale;
      }
      return { ...series, priceDecimals: decimals, candles: out };
    }),
  };
};

/**
 * The file an asset's path is drawn from, brought to the asset's present: its newest price among all its files,
 * or for assets whose files all stop years ago, the recent price the catalog gives (BTC's 2022 history would
 * otherwise trade at 17,000 beside 2026 gold).
 */
export const loadAssetHistory = (dataDir: string, asset: ReplayAsset): ShippedSymbol => {
  const [primary, ...others] = asset.files.map((file) =>
    loadShippedSymbol(dataDir, file.folder, file.symbol),
  );
  if (!asset.rescale) return primary!;
  const base = asset.id.slice(asset.id.indexOf(':') + 1);
  const newest = [primary!, ...others].map(lastClose).reduce((a, b) => (b.end > a.end ? b : a));
  const target = assetInfoOf(base).recentPrice ?? newest.close;
  return rescaleShipped(primary!, target / lastClose(primary!).close);
};
