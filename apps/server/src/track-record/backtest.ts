import type { StrategyRecord } from '@tradescope/domain';
import {
  aggregateRecords,
  type CandleColumns,
  IndicatorBuffers,
  type RecordScope,
  recordSeries,
  type SeriesKey,
  type SeriesRecord,
  STRATEGIES,
} from '@tradescope/engine';

/** One series to measure: who it is and its closed candles (a copy: the backtest may run on another thread). */
export interface BacktestSeries {
  readonly key: SeriesKey;
  readonly columns: CandleColumns;
}

/** Where each instrument belongs, by `source:symbol`: the rows a series' record joins. */
export type Scopes = Readonly<Record<string, RecordScope>>;

/** The aggregated rows and the span of history they measure (unix seconds; null when nothing was measured). */
export interface BacktestResult {
  readonly records: StrategyRecord[];
  readonly from: number | null;
  readonly to: number | null;
}

const idOf = (key: SeriesKey): string => `${key.source}|${key.symbol}|${key.timeframe}`;

/**
 * The backtest job: each series' record (the engine's `recordSeries`, every strategy of the catalog), kept per series
 * so that the upkeep re-measures only the series whose candles moved, then aggregated over them all. No IO: the
 * worker thread runs it in the built server, the calling thread from sources (tests).
 */
export class Backtest {
  readonly #records = new Map<string, SeriesRecord>();
  readonly #buffers = new IndicatorBuffers();
  #scopes: Scopes | undefined;

  /** Measures every series afresh (what was measured before is dropped). */
  run(series: readonly BacktestSeries[], scopes: Scopes): BacktestResult {
    this.reset(scopes);
    return this.update(series);
  }

  /** Measures the given series again (their windows moved: matches ended) and aggregates everything anew. */
  update(series: readonly BacktestSeries[]): BacktestResult {
    for (const one of series) this.measure(one);
    return this.result();
  }

  /** Drops every series measured: the start of a full run. */
  reset(scopes: Scopes): void {
    this.#records.clear();
    this.#scopes = scopes;
  }

  /** Measures one series (the inline runner yields between two). */
  measure({ key, columns }: BacktestSeries): void {
    // A replaced worker thread holds nothing: an update there would aggregate a fraction of the series.
    if (this.#scopes === undefined) throw new Error('the backtest has not run on this thread');
    this.#records.set(idOf(key), recordSeries({ key, columns: () => columns }, STRATEGIES, this.#buffers));
  }

  /** Every series measured, aggregated. */
  result(): BacktestResult {
    const scopes = this.#scopes ?? {};
    const measured = [...this.#records.values()].filter((record) => record.to > record.from);
    const scopeOf = (key: SeriesKey) => scopes[`${key.source}:${key.symbol}`];
    return {
      records: aggregateRecords(measured, STRATEGIES, scopeOf),
      from: measured.length === 0 ? null : Math.min(...measured.map((record) => record.from)),
      to: measured.length === 0 ? null : Math.max(...measured.map((record) => record.to)),
    };
  }
}
