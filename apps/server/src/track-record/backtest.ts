import {
  aggregateGroups,
  type CandleColumns,
  IndicatorBuffers,
  type PackedGroup,
  packGroup,
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

/**
 * The aggregated rows, packed by group, and the span of history they measure (unix seconds; null when nothing was
 * measured). A full run's `groups` are every group (`complete`); an upkeep's only those holding a series it measured
 * again: the others' rows cannot have changed, and the worker thread sends no more than it must.
 */
export interface BacktestResult {
  readonly groups: PackedGroup[];
  readonly complete: boolean;
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
  /** Series measured since the last result, and whether everything was (a full run). */
  readonly #moved = new Set<SeriesRecord>();
  #complete = false;

  /** Measures every series afresh (what was measured before is dropped). */
  run(series: readonly BacktestSeries[], scopes: Scopes): BacktestResult {
    this.reset(scopes);
    return this.update(series);
  }

  /** Measures the given series again (their windows moved: matches ended) and aggregates their groups anew. */
  update(series: readonly BacktestSeries[]): BacktestResult {
    for (const one of series) this.measure(one);
    return this.result();
  }

  /** Drops every series measured: the start of a full run. */
  reset(scopes: Scopes): void {
    this.#records.clear();
    this.#moved.clear();
    this.#scopes = scopes;
    this.#complete = true;
  }

  /** Measures one series (the inline runner yields between two). */
  measure({ key, columns }: BacktestSeries): void {
    // A replaced worker thread holds nothing: an update there would aggregate a fraction of the series.
    if (this.#scopes === undefined) throw new Error('the backtest has not run on this thread');
    const record = recordSeries({ key, columns: () => columns }, STRATEGIES, this.#buffers);
    this.#records.set(idOf(key), record);
    this.#moved.add(record);
  }

  /** The groups of rows the series measured since the last result belong to (every group after a reset). */
  result(): BacktestResult {
    const scopes = this.#scopes ?? {};
    const measured = [...this.#records.values()].filter((record) => record.to > record.from);
    const scopeOf = (key: SeriesKey) => scopes[`${key.source}:${key.symbol}`];
    const moved = new Set(this.#moved);
    // A series that measured nothing this time leaves its groups without joining them: aggregate them all.
    const complete = this.#complete || [...moved].some((record) => record.to <= record.from);
    this.#moved.clear();
    this.#complete = false;
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const record of measured) {
      from = Math.min(from, record.from);
      to = Math.max(to, record.to);
    }
    const groups: PackedGroup[] = [];
    // Packed group by group: the rows as objects never all exist at once.
    for (const group of aggregateGroups(
      measured,
      STRATEGIES,
      scopeOf,
      (record) => complete || moved.has(record),
    ))
      groups.push(packGroup(group));
    return {
      groups,
      complete,
      from: measured.length === 0 ? null : from,
      to: measured.length === 0 ? null : to,
    };
  }
}
