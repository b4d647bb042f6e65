import { type ScanMatch, scan } from '../src/scanner';
import { type CandleColumns, CandleSeries, type SeriesKey, sliceColumns } from '../src/series';
import { btcusdt60Candles, btcusdt240Candles } from './candles';

/**
 * One asset on two timeframes from real candles (Binance BTCUSDT 1h and 4h, overlapping from 2022-09-21): the live
 * matches of the 1h series ending at a bar, and of the 4h series as of that bar's close (only 4h candles closed by
 * then), as the server's scanner holds them when the 1h candle closes.
 */
export function btcAssetScan() {
  const hourly = btcusdt60Candles();
  const fourHourly = btcusdt240Candles();
  const key = (timeframe: number) => ({ source: 'binance-spot', symbol: 'BTCUSDT', timeframe }) as SeriesKey;
  const liveOf = (candles: CandleColumns, timeframe: number, count: number): ScanMatch[] =>
    scan(CandleSeries.fromColumns(key(timeframe), sliceColumns(candles, 0, count)));
  return {
    hourly,
    key: key(60),
    /** The live matches when the 1h candle `bar` closes. */
    at: (bar: number): { own: ScanMatch[]; higher: ScanMatch[] } => {
      const closeAt = hourly.time[bar]! + 3600;
      let closed = 0;
      while (closed < fourHourly.time.length && fourHourly.time[closed]! + 4 * 3600 <= closeAt) closed++;
      return { own: liveOf(hourly, 60, bar + 1), higher: liveOf(fourHourly, 240, closed) };
    },
  };
}
