import type { CandleColumns } from '../series';
import { type ChartPoint, OBV, STRATEGIES } from '../strategies';
import type { ScanMatch } from './types';

/** The strategies whose chart points o1, o2 read OBV at their pivots (the OBV divergences). */
const READS_OBV = new Set(STRATEGIES.filter((s) => s.needs.includes(OBV)).map((s) => s.id));

/** The bar of `columns` opening at `time`, or −1. */
function barAt(time: Float64Array, at: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return time[lo] === at ? lo : -1;
}

/**
 * A scan state's matches as a batch scan of `columns` (the window the state's last candles end) lists them. OBV is a
 * running total, so its value depends on the candle it starts from: a state counts from its own first candle, a batch
 * scan from the window's first, and once the window slides past the state's start the two differ by a constant. An
 * OBV divergence's readings o1, o2 are therefore taken from the window's OBV, as the batch scan and the chart's OBV pane
 * read them; every other number of a match depends on candles within the state's reach only.
 */
export function asWindowScan(matches: ScanMatch[], columns: CandleColumns): ScanMatch[] {
  if (!matches.some((match) => READS_OBV.has(match.strategyId))) return matches;
  const [obv] = OBV.batch(columns);
  const reading = (point: ChartPoint): ChartPoint => {
    const bar = barAt(columns.time, point.date);
    return bar < 0 ? point : { date: point.date, value: obv![bar]! };
  };
  return matches.map((match) => {
    if (!READS_OBV.has(match.strategyId)) return match;
    const { o1, o2 } = match.chartData;
    if (o1 === undefined || o2 === undefined) return match;
    return { ...match, chartData: { ...match.chartData, o1: reading(o1), o2: reading(o2) } };
  });
}
