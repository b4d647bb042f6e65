import type { Candle, CandleSeries } from '@tradescope/engine';

const DAY_S = 86_400;
const HOUR_S = 3600;

/** The 24-hour figures of an asset row (spec §3 Pair). */
export interface DailyStats {
  readonly price: number;
  /** Base units traded in the last 24 hours. */
  readonly volume: number;
  /** Quote currency traded in the last 24 hours (each hour's volume × its close), what the volume filter ranges over. */
  readonly volume24h: number;
  /** Percent change from the last price at least 24 hours old (Friday's close over a weekend). */
  readonly change24h: number;
}

/**
 * 24-hour statistics from the hourly series and the hour still forming. Rounded to 4 decimals for the percent so
 * the API does not show float noise.
 */
export const dailyStats = (
  price: number,
  now: number,
  hourly: CandleSeries | undefined,
  forming: Candle | undefined,
): DailyStats => {
  let volume = forming?.volume ?? 0;
  let volume24h = forming === undefined ? 0 : forming.volume * forming.close;
  let reference: number | undefined;
  const length = hourly?.length ?? 0;
  for (let i = length - 1; i >= 0; i--) {
    const candle = hourly!.at(i);
    if (candle.time + HOUR_S <= now - DAY_S) {
      reference = candle.close;
      break;
    }
    volume += candle.volume;
    volume24h += candle.volume * candle.close;
  }
  reference ??= length > 0 ? hourly!.at(0).open : price;
  const change = reference > 0 ? ((price - reference) / reference) * 100 : 0;
  return { price, volume, volume24h, change24h: Math.round(change * 10_000) / 10_000 };
};

/** Rank 1 is the largest cap; the same coin on several exchanges shares its rank. */
export const ranksByMarketcap = (
  caps: readonly { base: string; marketcap: number | null }[],
): Map<string, number> => {
  const largest = new Map<string, number>();
  for (const { base, marketcap } of caps) {
    if (marketcap !== null) largest.set(base, Math.max(largest.get(base) ?? 0, marketcap));
  }
  const ordered = [...largest].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return new Map(ordered.map(([base], index) => [base, index + 1]));
};
