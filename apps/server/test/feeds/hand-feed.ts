import { unixSeconds } from '@tradescope/domain';
import { type Candle, type CandleColumns, emptyColumns, type SeriesKey } from '@tradescope/engine';
import {
  CandleStore,
  createMarketEvents,
  type FeedStatus,
  type Instrument,
  type MarketFeed,
} from '../../src/feed';

/** An hourly candle of a gentle walk, opening at `time`. */
export const hourlyCandle = (time: number, close: number): Candle => ({
  time: unixSeconds(time),
  open: close - 1,
  high: close + 2,
  low: close - 2,
  close,
  volume: 10,
});

/**
 * A feed a test drives by hand (the scale mode's relay tests): series filled at creation, then closes and ticks
 * appended and published as a feed does (`close`, `tick`), its forming candles and clock set directly.
 */
export class HandFeed implements MarketFeed {
  readonly mode = 'live' as const;
  readonly store = new CandleStore();
  readonly events = createMarketEvents();
  readonly formingCandles = new Map<string, Candle>();
  clock = 1_800_000_000;
  readonly #instruments: Instrument[];

  constructor(
    instruments: Instrument[],
    series: { key: SeriesKey; candles: CandleColumns; window: number }[],
  ) {
    this.#instruments = instruments;
    for (const { key, candles, window } of series) this.store.create(key, candles, window);
  }

  instruments(): readonly Instrument[] {
    return this.#instruments;
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}

  time(): number {
    return this.clock;
  }

  forming(source: string, symbol: string, timeframe: number): Candle | undefined {
    return this.formingCandles.get(`${source}|${symbol}|${timeframe}`);
  }

  async backfill(): Promise<CandleColumns> {
    return emptyColumns(0);
  }

  status(): FeedStatus {
    return {
      mode: this.mode,
      running: true,
      time: this.clock,
      instruments: this.#instruments.length,
      series: this.store.size,
      pendingWrites: 0,
    };
  }

  /** Appends a closed candle and publishes it, as a feed does on a close. */
  close(key: SeriesKey, candle: Candle): void {
    const series = this.store.append(key, candle);
    if (series === undefined) throw new Error(`no series ${key.source}|${key.symbol}|${key.timeframe}`);
    this.events.emit('candle-close', { ...key, candle, series });
  }

  tick(source: string, symbol: string, price: number): void {
    const tick = { source, symbol, price, time: this.clock };
    this.store.setPrice(tick);
    this.events.emit('price', tick);
  }
}
