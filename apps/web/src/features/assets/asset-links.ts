import { LIMITS, type Market } from '@tradescope/domain';
import type { Asset } from '../../lib/endpoints/market-assets';

type AssetRef = Pick<Asset, 'source' | 'base' | 'quote'>;

/** Spec §2: the radar opened from an asset row takes source, base and quote. */
export const radarPath = (market: Market, asset: AssetRef): string =>
  `/market/${market}/radar?${new URLSearchParams({ source: asset.source, base: asset.base, quote: asset.quote })}`;

/** The full-screen chart of the row's pair on the 1-hour candles a row's chart link opens (spec §9). */
export const chartPath = (market: Market, asset: AssetRef): string =>
  `/market/${market}/chart?${new URLSearchParams({
    source: asset.source,
    base: asset.base,
    quote: asset.quote,
    timeframe: String(LIMITS.rowChartLinkTimeframe),
  })}`;
