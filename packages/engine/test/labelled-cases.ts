import { expect } from 'vitest';
import type { PivotType } from '../src/pivots';
import { scan } from '../src/scanner';
import { type CandleColumns, CandleSeries, sliceColumns } from '../src/series';
import type { Position } from '../src/strategies';
import { strategyOf } from './strategy-helpers';

/** A real occurrence of a strategy, found with bench/oracle/strategies-chart.mjs and checked on its chart. */
export interface LabelledCase {
  readonly fixture: string;
  readonly key: string;
  /** The signal candle: its bar and its open time (UTC, as the chart titles show it). */
  readonly bar: number;
  readonly date: string;
  readonly position: Position;
  /** The pivot type the match shows on its last listed candle (validity end, or the data's end). */
  readonly pivotType: PivotType;
  /** What the chart shows. */
  readonly note: string;
}

/**
 * The case through the scanner: listed on its signal candle, then as of its last listed candle with
 * the expected side and pivot type.
 */
export function expectLabelledCase(candles: CandleColumns, c: LabelledCase): void {
  const strategy = strategyOf(c.key);
  const key = { source: 'fixture', symbol: c.fixture, timeframe: 0 };
  const matchAt = (bar: number) =>
    scan(CandleSeries.fromColumns(key, sliceColumns(candles, 0, bar + 1)), [strategy]).find(
      (m) => m.matchDate === candles.time[c.bar],
    );
  expect(new Date(candles.time[c.bar]! * 1000).toISOString()).toBe(`${c.date}:00.000Z`);
  expect(matchAt(c.bar)).toMatchObject({ passedCandle: 0, type: c.position, strategyId: strategy.id });
  const end = Math.min(c.bar + strategy.validity, candles.time.length - 1);
  expect(matchAt(end)).toMatchObject({ passedCandle: end - c.bar, type: c.position, pivotType: c.pivotType });
}
