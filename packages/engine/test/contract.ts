import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CandleColumns } from '../src/series';
import { candleColumnsArbitrary } from './arbitrary-candles';
import { expectSeriesIdentical } from './compare';

/** Numeric output columns by name, as long as the input; NaN where there is no value. */
export type Outputs = Readonly<Record<string, Float64Array>>;

/** A streaming computation fed candle by candle from input columns. */
export interface StreamUnderContract {
  /** Feeds the closed candle at `index` of `candles`. */
  add(candles: CandleColumns, index: number): void;
  /** Replaces the last candle fed (the still-open one) with the candle at `index` of `candles`. */
  replace(candles: CandleColumns, index: number): void;
  readonly isStable: boolean;
  /** The headline value: NaN until stable. */
  readonly value: number;
  /** Every output's current value, by the names the batch form uses. */
  read(): Readonly<Record<string, number>>;
}

/**
 * Anything with a batch form over whole columns and a streaming form (an indicator today, a
 * strategy's per-candle outputs later) that the shared contract can hold to its promises.
 */
export interface ContractSubject {
  readonly name: string;
  /** First index holding a value, per output. */
  readonly lookback: Readonly<Record<string, number>>;
  readonly batch: (candles: CandleColumns) => Outputs;
  readonly stream: () => StreamUnderContract;
}

export interface ContractOptions {
  /** Real candles, longer than every lookback. */
  readonly candles: CandleColumns;
  /** fast-check runs over random candles with flat runs and zero volume (default 25). */
  readonly randomRuns?: number;
}

const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/** The candles with bar `index` swapped for bar `from`'s prices and volume (its time stays). */
function withBarFrom(candles: CandleColumns, index: number, from: number): CandleColumns {
  const copy = Object.fromEntries(
    COLUMNS.map((name) => [name, candles[name].slice()]),
  ) as unknown as CandleColumns;
  for (const name of COLUMNS) if (name !== 'time') copy[name][index] = candles[name][from]!;
  return copy;
}

/** Streams bars [0, to) and returns each bar's outputs, columnised like the batch. */
function streamAll(subject: ContractSubject, candles: CandleColumns, names: readonly string[]) {
  const length = candles.time.length;
  const outputs = Object.fromEntries(names.map((name) => [name, new Float64Array(length)]));
  const stable: boolean[] = [];
  const values = new Float64Array(length);
  const stream = subject.stream();
  for (let i = 0; i < length; i++) {
    stream.add(candles, i);
    const row = stream.read();
    for (const name of names) outputs[name]![i] = row[name]!;
    stable.push(stream.isStable);
    values[i] = stream.value;
  }
  return { outputs, stable, values };
}

const expectRowIs = (row: Readonly<Record<string, number>>, outputs: Outputs, index: number): void => {
  for (const [name, column] of Object.entries(outputs))
    expect([name, row[name]]).toEqual([name, column[index]]);
};

function expectWarmUp(subject: ContractSubject, candles: CandleColumns): void {
  const outputs = subject.batch(candles);
  expect(Object.keys(outputs).sort()).toEqual(Object.keys(subject.lookback).sort());
  for (const [name, column] of Object.entries(outputs)) {
    const lookback = subject.lookback[name]!;
    expect(column.length).toBe(candles.time.length);
    const firstValue = column.findIndex((v) => !Number.isNaN(v));
    const lastNaN = column.findLastIndex((v) => Number.isNaN(v));
    const warmUp = Math.min(lookback, column.length);
    expect([name, firstValue === -1 ? column.length : firstValue, lastNaN + 1]).toEqual([
      name,
      warmUp,
      warmUp,
    ]);
  }
}

function expectStreamEqualsBatch(subject: ContractSubject, candles: CandleColumns): void {
  const batch = subject.batch(candles);
  const names = Object.keys(batch);
  const streamed = streamAll(subject, candles, names);
  for (const name of names) expectSeriesIdentical(streamed.outputs[name]!, batch[name]!);
  const stableFrom = Math.max(...Object.values(subject.lookback));
  const stableAt = streamed.stable.map((stable, i) => [i, stable]);
  expect(stableAt).toEqual(streamed.stable.map((_, i) => [i, i >= stableFrom]));
  const nanAt = Array.from(streamed.values, (value, i) => [i, Number.isNaN(value)]);
  expect(nanAt).toEqual(nanAt.map(([i]) => [i, (i as number) < stableFrom]));
}

/** Feeds bars before `index`, then `first` at `index`, then replaces it with `second`. */
function replaced(
  subject: ContractSubject,
  base: CandleColumns,
  first: CandleColumns,
  second: CandleColumns,
  index: number,
) {
  const stream = subject.stream();
  for (let i = 0; i < index; i++) stream.add(base, i);
  stream.add(first, index);
  stream.replace(second, index);
  return stream;
}

function expectReplaceEqualsAdd(subject: ContractSubject, candles: CandleColumns): void {
  const n = candles.time.length;
  const lookbacks = Object.values(subject.lookback);
  const points = [0, 1, ...lookbacks.flatMap((l) => [l - 1, l, l + 1]), Math.floor(n / 2), n - 1];
  const batch = subject.batch(candles);
  for (const index of new Set(points.filter((i) => i >= 0 && i < n))) {
    const other = withBarFrom(
      candles,
      index,
      (index * 7 + 3) % n === index ? (index + 1) % n : (index * 7 + 3) % n,
    );
    // Moved away and back: the open candle's history must not leak into the state.
    const back = replaced(subject, candles, other, candles, index);
    expectRowIs(back.read(), batch, index);
    for (let i = index + 1; i < Math.min(n, index + 6); i++) {
      back.add(candles, i);
      expectRowIs(back.read(), batch, i);
    }
    // Moved to another price, twice: ends as if that candle had been added.
    const moved = replaced(subject, candles, candles, other, index);
    moved.replace(other, index);
    expectRowIs(moved.read(), subject.batch(other), index);
  }
}

/** Registers the shared streaming contract (CONVENTIONS, "The engine") for one subject. */
export function describeStreamingContract(subject: ContractSubject, options: ContractOptions): void {
  const { candles, randomRuns = 25 } = options;
  describe(`${subject.name} contract`, () => {
    it('writes NaN exactly before each lookback and a value on every bar after it', () => {
      expectWarmUp(subject, candles);
    });

    it('streams, bar by bar, exactly the values of the batch form', () => {
      expectStreamEqualsBatch(subject, candles);
    });

    it('treats a replaced open candle exactly as if the replacement had been added', () => {
      expectReplaceEqualsAdd(subject, candles);
    });

    it('is deterministic and leaves its input untouched', () => {
      const before = COLUMNS.map((name) => candles[name].slice());
      const first = subject.batch(candles);
      const second = subject.batch(candles);
      for (const name of Object.keys(first)) expectSeriesIdentical(second[name]!, first[name]!);
      for (const [k, name] of COLUMNS.entries()) expectSeriesIdentical(candles[name], before[k]!);
    });

    it('keeps every promise on random candles with flat runs, zero volume and short histories', () => {
      fc.assert(
        fc.property(candleColumnsArbitrary({ maxLength: 90 }), (random) => {
          expectWarmUp(subject, random);
          expectStreamEqualsBatch(subject, random);
          if (random.time.length > 0) expectReplaceEqualsAdd(subject, random);
        }),
        { numRuns: randomRuns },
      );
    });
  });
}
