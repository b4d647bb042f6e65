import type { Candle, CandleColumns, UnixSeconds } from '@tradescope/engine';
import { roundPrice } from './bridge';
import { type Rng, RngPurpose, rngFor } from './rng';

/** How a symbol's generated candles move, measured from its own shipped history. */
export interface SymbolModel {
  readonly decimals: number;
  readonly volumeDecimals: number;
  /** Log-price volatility per square root of a second. */
  readonly sigma: number;
  /** Median volume per second. */
  readonly volumeRate: number;
  /** Prices drift back toward the last real close, so a long demo does not wander off to zero or the moon. */
  readonly anchorLogPrice: number;
  /** Sudden moves per day (crypto only), so the jumps page has something to find on 3-minute candles. */
  readonly jumpsPerDay: number;
  /** Pump episodes started per day (crypto only, see pumpAt), so the pumps page has pairs to list. */
  readonly pumpsPerDay: number;
}

/** Words that key a symbol's random draws (see rng.ts). */
export interface RngKey {
  readonly seed: number;
  readonly symbol: number;
}

/** The last generated or stored candle a new one continues from. */
export interface Previous {
  readonly end: number;
  readonly close: number;
}

const MEAN_REVERSION_S = 60 * 86_400;
const FALLBACK_SIGMA_PER_CANDLE = 0.002;
const CRYPTO_JUMPS_PER_DAY = 2;
/** Across two dozen coins about eight pumps a day, three or so listed at any moment on the 12-hour window. */
const CRYPTO_PUMPS_PER_DAY = 0.35;
const DAY_S = 86_400;
const HOUR_S = 3600;

const median = (values: Float64Array): number => {
  if (values.length === 0) return 0;
  return values.slice().sort()[Math.floor(values.length / 2)]!;
};

/**
 * Volatility from the median absolute log return of consecutive candles (robust to the contract rolls and data
 * holes the shipped files contain), volume from the median candle.
 */
export const measureModel = (
  candles: CandleColumns,
  timeframe: number,
  decimals: number,
  volumeDecimals: number,
  jumpy: boolean,
): SymbolModel => {
  const seconds = timeframe * 60;
  // The newest thousand candles describe the recent regime, which is what the generated candles continue.
  const from = Math.max(1, candles.time.length - 1000);
  const moves = new Float64Array(candles.time.length);
  let count = 0;
  for (let i = from; i < candles.time.length; i++) {
    if (candles.time[i]! - candles.time[i - 1]! !== seconds) continue;
    moves[count++] = Math.abs(Math.log(candles.close[i]! / candles.close[i - 1]!));
  }
  const perCandle = 1.4826 * median(moves.subarray(0, count)) || FALLBACK_SIGMA_PER_CANDLE;
  const last = candles.close[candles.close.length - 1] ?? 1;
  return {
    decimals,
    volumeDecimals,
    sigma: perCandle / Math.sqrt(seconds),
    volumeRate: median(candles.volume.subarray(from - 1)) / seconds,
    anchorLogPrice: Math.log(last),
    jumpsPerDay: jumpy ? CRYPTO_JUMPS_PER_DAY : 0,
    pumpsPerDay: jumpy ? CRYPTO_PUMPS_PER_DAY : 0,
  };
};

/** A pump's pull on the price at one second: log-price drift per second and a volume multiple. */
export interface PumpPull {
  readonly drift: number;
  readonly volume: number;
}

type Episode = { start: number; duration: number; rise: number; volume: number } | null;
const RETRACE = 8;
const LOOKBACK_DAYS = 5;
const episodes = new Map<string, Episode>();

/** The pump episode starting on day `d`, if that day has one (memoised: every candle of five days asks). */
const episodeOf = (key: RngKey, perDay: number, d: number): Episode => {
  const id = `${key.seed}:${key.symbol}:${perDay}:${d}`;
  let episode = episodes.get(id);
  if (episode !== undefined) return episode;
  const rng = rngFor(key.seed, key.symbol, RngPurpose.pump, d);
  episode =
    rng.next() < perDay
      ? {
          start: d * DAY_S + rng.next() * DAY_S,
          rise: Math.log(1.07 + 0.1 * rng.next()),
          duration: (4 + 6 * rng.next()) * HOUR_S,
          volume: 3 + 3 * rng.next(),
        }
      : null;
  if (episodes.size > 50_000) episodes.clear();
  episodes.set(id, episode);
  return episode;
};

/**
 * Pump episodes, a pure function of the seed, the symbol and the time: on a day that has one, the price climbs
 * 7-17 % over 4-10 hours on 3-6 times its volume (what the pumps page's 5 % / 2x rule on 12 hours looks for), then
 * gives it back over eight times as long (slower than the coin's own noise), so pumps do not add up to a trend.
 */
export const pumpAt = (key: RngKey, perDay: number, time: number): PumpPull | undefined => {
  if (perDay <= 0) return undefined;
  const day = Math.floor(time / DAY_S);
  let drift = 0;
  let volume = 1;
  for (let d = day - LOOKBACK_DAYS; d <= day; d++) {
    const episode = episodeOf(key, perDay, d);
    if (episode === null || time < episode.start) continue;
    const end = episode.start + episode.duration;
    if (time < end) {
      drift += episode.rise / episode.duration;
      volume = Math.max(volume, episode.volume);
    } else if (time < end + RETRACE * episode.duration) {
      drift -= episode.rise / (RETRACE * episode.duration);
    }
  }
  return drift === 0 ? undefined : { drift, volume };
};

/** Calm and busy hours: a per-hour volatility factor, the same for every candle inside the hour. */
const regimeAt = (key: RngKey, time: number): number =>
  Math.exp(0.35 * rngFor(key.seed, key.symbol, RngPurpose.volatility, Math.floor(time / 3600)).normal());

/**
 * One generated candle of `seconds` opening at `time`, continuing `previous`: a log-normal step with hourly
 * volatility regimes, mean reversion, an opening gap after a closed market, and rare jumps where the model has them.
 */
export const generateCandle = (
  model: SymbolModel,
  time: number,
  seconds: number,
  previous: Previous,
  rng: Rng,
  key: RngKey,
): Candle => {
  const tick = 10 ** -model.decimals;
  const regime = regimeAt(key, time);
  const sigma = model.sigma * Math.sqrt(seconds) * regime;
  const closedFor = time - previous.end;
  const gap = closedFor > 0 ? model.sigma * Math.sqrt(closedFor) * 0.3 * rng.normal() : 0;
  const open =
    gap === 0 ? previous.close : Math.max(tick, roundPrice(previous.close * Math.exp(gap), model.decimals));
  const pump = pumpAt(key, model.pumpsPerDay, time);
  const drift =
    ((model.anchorLogPrice - Math.log(open)) * seconds) / MEAN_REVERSION_S + (pump?.drift ?? 0) * seconds;
  let move = drift + sigma * rng.normal();
  if (rng.next() < (model.jumpsPerDay * seconds) / 86_400) {
    // Two to four hourly standard deviations in one candle, at least 0.8 %: far past the jumps page's 4 σ on
    // 3-minute candles, and sized to the coin (BTC jumps less than SOL).
    move +=
      (rng.next() < 0.5 ? -1 : 1) * Math.max(0.008, model.sigma * Math.sqrt(HOUR_S) * (2 + 2 * rng.next()));
  }
  const close = Math.max(tick, roundPrice(open * Math.exp(move), model.decimals));
  const wick = () => Math.abs(rng.normal()) * sigma * 0.8;
  const high = Math.max(open, close, roundPrice(Math.max(open, close) * Math.exp(wick()), model.decimals));
  const low = Math.max(
    tick,
    Math.min(open, close, roundPrice(Math.min(open, close) * Math.exp(-wick()), model.decimals)),
  );
  const busy = 1 + (0.5 * Math.abs(move)) / (sigma || 1);
  const volume = roundPrice(
    model.volumeRate * seconds * regime * busy * (pump?.volume ?? 1) * Math.exp(0.5 * rng.normal() - 0.125),
    model.volumeDecimals,
  );
  return { time: time as UnixSeconds, open, high, low, close, volume };
};
