import { JUMPS_TIMEFRAME } from '@tradescope/domain';
import type { JumpRow } from '../../lib/endpoints/jumps';
import { type ChartParams, chartHref } from '../../ui/chart';

/** The chart of a jump: its pair on the 3-minute candles it was found on, with the jump drawn (spec §2, §9). */
export const jumpChart = (row: Pick<JumpRow, 'source' | 'base' | 'quote' | 'strategyId'>): ChartParams => ({
  source: row.source,
  base: row.base,
  quote: row.quote,
  timeframe: JUMPS_TIMEFRAME,
  strategyIds: [row.strategyId],
  jump: true,
});

export const jumpChartHref = (row: Pick<JumpRow, 'source' | 'base' | 'quote' | 'strategyId'>): string =>
  chartHref('crypto', jumpChart(row));
