import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import type { ClosedRange } from './live-series';

/** A venue's REST candle history, as every connector needs it: the window at start, and ranges for gaps. */
export interface CandleApi {
  /** The last `count` closed candles opening before `before` (unix seconds), oldest first. */
  recent(
    instrument: Instrument,
    timeframe: number,
    count: number,
    before: number,
  ): Promise<readonly Candle[]>;
  /** Closed candles opening in [from, before), and the candle the venue still builds, if it says. */
  range(instrument: Instrument, timeframe: number, from: number, before: number): Promise<ClosedRange>;
  /** An error asking again will not cure (unknown instrument, refused token): the series gives up on it. */
  permanent(error: unknown): boolean;
}
