import {
  type Candle,
  type CandleColumns,
  COLUMN_NAMES,
  candleAt,
  emptyColumns,
  sliceColumns,
  writeCandle,
} from './candle';
import type { TimeframeMinutes } from './timeframe';

/** Which market a series belongs to. */
export interface SeriesKey {
  readonly source: string;
  readonly symbol: string;
  readonly timeframe: TimeframeMinutes;
}

export interface CandleSeriesOptions {
  /** Keep at most this many recent candles; appending past it drops the oldest. */
  readonly maxLength?: number;
  readonly initialCapacity?: number;
}

export const UpsertResult = { appended: 'appended', replaced: 'replaced' } as const;
export type UpsertResult = (typeof UpsertResult)[keyof typeof UpsertResult];

/**
 * Room for a quarter more candles: a series built from history appends its next closes in place, then slides back in
 * place (a feed's series close together at an hour boundary, where doubling each one's buffers was a tenth of the
 * burst's main thread).
 */
const withHeadroom = (candles: number): number => candles + Math.ceil(candles / 4);

/**
 * The candles of one (source, symbol, timeframe), oldest first, stored by column so indicators run
 * over `Float64Array`s. Appends are amortized O(1): columns double when full and, with `maxLength`,
 * slide back in place over the dropped candles once a fifth of the buffer is dead.
 */
export class CandleSeries {
  readonly key: SeriesKey;
  readonly maxLength: number;
  #buffers: CandleColumns;
  #start = 0;
  #length = 0;
  #views: CandleColumns | undefined;

  constructor(key: SeriesKey, options: CandleSeriesOptions = {}) {
    const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
    if (!(maxLength >= 1)) throw new RangeError('maxLength must be at least 1');
    this.key = key;
    this.maxLength = maxLength;
    this.#buffers = emptyColumns(
      Math.max(1, Math.min(options.initialCapacity ?? 256, withHeadroom(maxLength))),
    );
  }

  static fromColumns(
    key: SeriesKey,
    columns: CandleColumns,
    options: CandleSeriesOptions = {},
  ): CandleSeries {
    const total = columns.time.length;
    const series = new CandleSeries(key, { ...options, initialCapacity: withHeadroom(total) });
    const from = Math.max(0, total - series.maxLength);
    for (let i = from; i < total; i++) series.append(candleAt(columns, i));
    return series;
  }

  get length(): number {
    return this.#length;
  }

  /** Views of the stored candles; valid until the next append or replace. */
  columns(): CandleColumns {
    this.#views ??= sliceColumns(this.#buffers, this.#start, this.#start + this.#length);
    return this.#views;
  }

  at(index: number): Candle {
    if (!(index >= 0 && index < this.#length)) throw new RangeError(`no candle at index ${index}`);
    return candleAt(this.#buffers, this.#start + index);
  }

  last(): Candle | undefined {
    return this.#length === 0 ? undefined : this.at(this.#length - 1);
  }

  /** Adds a candle that opens after the last one. */
  append(candle: Candle): void {
    const last = this.#lastTime();
    if (last !== undefined && !(candle.time > last)) {
      throw new RangeError(`candle at ${candle.time} does not open after the last one (${last})`);
    }
    if (this.#length === this.maxLength) {
      this.#start++;
      this.#length--;
    }
    if (this.#start + this.#length === this.#buffers.time.length) this.#makeRoom();
    writeCandle(this.#buffers, this.#start + this.#length, candle);
    this.#length++;
    this.#views = undefined;
  }

  /** Overwrites the last candle, which must open at the same time: the still-open candle moved. */
  replaceLast(candle: Candle): void {
    const last = this.#lastTime();
    if (last !== candle.time) throw new RangeError(`replaceLast needs a candle opening at ${last}`);
    writeCandle(this.#buffers, this.#start + this.#length - 1, candle);
  }

  /** Replaces the last candle if `candle` opens at the same time, else appends it. */
  upsert(candle: Candle): UpsertResult {
    if (this.#lastTime() === candle.time) {
      this.replaceLast(candle);
      return UpsertResult.replaced;
    }
    this.append(candle);
    return UpsertResult.appended;
  }

  #lastTime(): number | undefined {
    return this.#length === 0 ? undefined : this.#buffers.time[this.#start + this.#length - 1];
  }

  #makeRoom(): void {
    const capacity = this.#buffers.time.length;
    const from = this.#start;
    const to = from + this.#length;
    // Sliding back copies at most four candles per append made since the last slide.
    if (from * 5 >= capacity) {
      for (const name of COLUMN_NAMES) this.#buffers[name].copyWithin(0, from, to);
    } else {
      const target = emptyColumns(capacity * 2);
      for (const name of COLUMN_NAMES) target[name].set(this.#buffers[name].subarray(from, to), 0);
      this.#buffers = target;
    }
    this.#start = 0;
  }
}
