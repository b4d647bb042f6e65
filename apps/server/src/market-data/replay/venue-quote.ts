import { type Candle, type CandleColumns, emptyColumns, type UnixSeconds } from '@tradescope/engine';
import { hashText } from '../../text-hash';
import type { CryptoVenue } from '../catalog/crypto-venues';
import type { RngKey } from './model';
import { hashUnit, RngPurpose } from './rng';

const HOUR_S = 3600;

/**
 * One exchange's quote of an asset's path: price × (1 + basis + its own deviation) and volume × its share, both
 * constant within each hour. Every bucket up to an hour lies inside one hour, so the exchange's candles up to 1h
 * are exact scalings of the path's (their aggregates stay exact, and the per-second ticks land on the closes).
 */
export class VenueQuote {
  readonly #venue: CryptoVenue;
  readonly #words: readonly [number, number, number];
  readonly #scale: number;
  #hour = Number.NaN;
  #price = 1;
  #volume = 1;

  constructor(venue: CryptoVenue, key: RngKey, decimals: number) {
    this.#venue = venue;
    this.#words = [key.seed, key.symbol, hashText(venue.source)];
    this.#scale = 10 ** decimals;
  }

  #at(time: number): void {
    const hour = Math.floor(time / HOUR_S);
    if (hour === this.#hour) return;
    this.#hour = hour;
    const [seed, symbol, venue] = this.#words;
    // A triangular draw in (-1, 1): the deviation stays within ±noise, the volume within ±30 % of the share.
    const swing =
      hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 1) +
      hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 2) -
      1;
    this.#price = 1 + this.#venue.basis + this.#venue.noise * swing;
    this.#volume =
      this.#venue.volumeShare *
      (1 + 0.3 * (2 * hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 3) - 1));
  }

  #tick(value: number): number {
    return Math.round(value * this.#price * this.#scale) / this.#scale;
  }

  /** The exchange's candle for a path candle (scaled at the hour it opens in). */
  candle(candle: Candle): Candle {
    this.#at(candle.time);
    return {
      time: candle.time as UnixSeconds,
      open: this.#tick(candle.open),
      high: this.#tick(candle.high),
      low: this.#tick(candle.low),
      close: this.#tick(candle.close),
      volume: candle.volume * this.#volume,
    };
  }

  /** The exchange's series for a path series. */
  columns(path: CandleColumns): CandleColumns {
    const n = path.time.length;
    const out = emptyColumns(n);
    for (let i = 0; i < n; i++) {
      this.#at(path.time[i]!);
      out.time[i] = path.time[i]!;
      out.open[i] = this.#tick(path.open[i]!);
      out.high[i] = this.#tick(path.high[i]!);
      out.low[i] = this.#tick(path.low[i]!);
      out.close[i] = this.#tick(path.close[i]!);
      out.volume[i] = path.volume[i]! * this.#volume;
    }
    return out;
  }
}
