import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScanState, distanceToZone, type ScanMatch, scan, updateScan } from '../src/scanner';
import { type CandleColumns, CandleSeries, candleAt, type SeriesKey, sliceColumns } from '../src/series';
import { BatchContext, type Signal, type Strategy, signalsOf, strategyById } from '../src/strategies';
import { candleColumnsArbitrary } from './arbitrary-candles';

/**
 * The shared contract (CONVENTIONS, "The engine") every strategy keeps, checked on real candles and
 * on random ones: warm-up, no look-ahead, batch scan = incremental scan, determinism, finite fields,
 * and the passedCandle / distance arithmetic of DESIGN §5.
 */
export interface StrategyContractOptions {
  /** Real candles by name, long enough to reach every strategy's lookback. */
  readonly fixtures: Readonly<Record<string, CandleColumns>>;
  /** fast-check runs of the batch = incremental property over random candles. */
  readonly randomRuns?: number;
}

const KEY: SeriesKey = { source: 'contract', symbol: 'TEST', timeframe: 60 };
const seriesOf = (columns: CandleColumns, end = columns.time.length): CandleSeries =>
  CandleSeries.fromColumns(KEY, sliceColumns(columns, 0, end));

const byId = (matches: readonly ScanMatch[]): ScanMatch[] =>
  [...matches].sort((a, b) => (a.id < b.id ? -1 : 1));

/** Every number reachable from `value` (nested objects and arrays). */
function numbersIn(value: unknown, path = '', into: [string, number][] = []): [string, number][] {
  if (typeof value === 'number') into.push([path, value]);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) numbersIn(inner, `${path}.${key}`, into);
  }
  return into;
}

/** Incremental from `start` candles, compared with the batch scan at each checkpoint. */
export function expectIncrementalEqualsBatch(
  columns: CandleColumns,
  strategies: readonly Strategy[],
  start: number,
  every: number,
): void {
  const n = columns.time.length;
  const state = createScanState(seriesOf(columns, start), strategies);
  expect(byId(state.matches())).toEqual(byId(scan(seriesOf(columns, start), strategies)));
  for (let k = start; k < n; k++) {
    const update = updateScan(state, candleAt(columns, k));
    if ((k - start) % every === every - 1 || k === n - 1) {
      expect([k, byId(update.matches)]).toEqual([k, byId(scan(seriesOf(columns, k + 1), strategies))]);
    }
  }
}

/** What a match must say about itself, given the candles it came from. */
export function expectMatchArithmetic(match: ScanMatch, columns: CandleColumns): void {
  const last = columns.time.length - 1;
  const index = columns.time.indexOf(match.matchDate);
  const entry = strategyById.get(match.strategyId)!;
  expect(index).toBeGreaterThanOrEqual(0);
  expect(match.passedCandle).toBe(last - index);
  expect(match.passedCandle).toBeLessThanOrEqual(match.validity);
  expect(match.validity).toBe(entry.validity);
  expect(match.type).toBe(entry.position);
  expect(match.price).toBe(columns.close[index]);
  expect(match.currentPrice).toBe(columns.close[last]);
  expect(match.zone.from).toBeLessThanOrEqual(match.zone.to);
  expect(match.distance).toBe(distanceToZone(columns.close[last]!, match.zone));
  expect(match.distance).toBeGreaterThanOrEqual(0);
  for (const [name, point] of Object.entries(match.chartData)) {
    expect(entry.chartPoints).toContain(name);
    expect(columns.time).toContain(point.date);
  }
  const bad = numbersIn(match).filter(([, value]) => !Number.isFinite(value));
  expect(bad).toEqual([]);
}

function expectWarmUpAndNoLookAhead(strategy: Strategy, columns: CandleColumns): Signal[] {
  const n = columns.time.length;
  const all = signalsOf(strategy, columns);
  expect(all.filter((s) => s.index < strategy.lookback).map((s) => s.index)).toEqual([]);
  // A prefix sees exactly the signals of the full series up to its end: nothing uses later candles.
  for (const end of [Math.floor(n / 3), Math.floor((2 * n) / 3)]) {
    const prefix = sliceColumns(columns, 0, end);
    expect(signalsOf(strategy, prefix)).toEqual(all.filter((s) => s.index < end));
  }
  // One signal per bar, in bar order.
  for (let k = 1; k < all.length; k++) expect(all[k]!.index).toBeGreaterThan(all[k - 1]!.index);
  return all;
}

/** Registers the contract for every strategy given, plus the whole-scan properties. */
export function describeStrategyContract(
  strategies: readonly Strategy[],
  options: StrategyContractOptions,
): void {
  const { fixtures, randomRuns = 15 } = options;
  const names = Object.keys(fixtures);

  describe('strategy contract', () => {
    it.each(strategies.map((s) => [s.key, s] as const))(
      '%s fires no signal before its lookback and never reads a later candle',
      (_key, strategy) => {
        for (const name of names) expectWarmUpAndNoLookAhead(strategy, fixtures[name]!);
      },
    );

    const gated = strategies.filter((s) => s.gate !== undefined);
    it.runIf(gated.length > 0).each(gated.map((s) => [s.key, s] as const))(
      '%s fires only on bars its gate passes (the incremental scan skips the others)',
      (_key, strategy) => {
        for (const name of names) {
          const context = new BatchContext(fixtures[name]!);
          const passes = strategy.gate!.prepare(context);
          const blocked = signalsOf(strategy, fixtures[name]!, 0, undefined, context)
            .map((signal) => signal.index)
            .filter((bar) => !passes(bar));
          expect([name, blocked]).toEqual([name, []]);
        }
      },
    );

    const grouped = gated.filter((s) => s.gate!.group !== undefined);
    it.runIf(grouped.length > 0).each(grouped.map((s) => [s.key, s] as const))(
      "%s: its gate's group (what the incremental scan asks) answers every bar as the gate's own test",
      (_key, strategy) => {
        for (const name of names) {
          const context = new BatchContext(fixtures[name]!);
          const { gates, slot } = strategy.gate!.group!;
          const passes = strategy.gate!.prepare(context);
          const test = gates.prepare(context);
          const answers = new Uint8Array(gates.size());
          const differ: number[] = [];
          for (let i = 0; i < context.length; i++) {
            test(i, answers);
            if ((answers[slot] === 1) !== passes(i)) differ.push(i);
          }
          expect([name, differ]).toEqual([name, []]);
        }
      },
    );

    it.each(strategies.map((s) => [s.key, s] as const))(
      '%s alone scans candle by candle as the batch does: its declared history is enough',
      (_key, strategy) => {
        // Alone, the state keeps only this strategy's history + validity bars: a read beyond its
        // declared history would see a slid-out bar and break the equality.
        const columns = fixtures[names[0]!]!;
        expectIncrementalEqualsBatch(columns, [strategy], Math.max(1, columns.time.length - 400), 40);
      },
    );

    it.each(names)('scans %s candle by candle exactly as the batch scan does', (name) => {
      const columns = fixtures[name]!;
      const n = columns.time.length;
      expectIncrementalEqualsBatch(columns, strategies, Math.max(1, n - 260), 13);
    });

    it.each(names)('gives finite fields, stable ids and consistent arithmetic on %s', (name) => {
      const columns = fixtures[name]!;
      const n = columns.time.length;
      let checked = 0;
      for (const end of [n, n - 37, n - 111, Math.floor(n / 2)]) {
        const first = scan(seriesOf(columns, end), strategies);
        const again = scan(seriesOf(columns, end), strategies);
        expect(again).toEqual(first);
        expect(new Set(first.map((m) => m.id)).size).toBe(first.length);
        for (const match of first) expectMatchArithmetic(match, sliceColumns(columns, 0, end));
        checked += first.length;
      }
      expect(checked).toBeGreaterThan(10);
    });

    it('shares one indicator computation among the strategies reading it', () => {
      const context = new BatchContext(fixtures[names[0]!]!);
      const needs = strategies.flatMap((s) => s.needs);
      for (const spec of needs) expect(context.indicator(spec)).toBe(context.indicator(spec));
    });

    it('keeps batch = incremental on random candles with flat runs and zero volume', () => {
      fc.assert(
        fc.property(candleColumnsArbitrary({ minLength: 1, maxLength: 260 }), fc.nat(), (columns, cut) => {
          const n = columns.time.length;
          expectIncrementalEqualsBatch(columns, strategies, 1 + (cut % n), 9);
          for (const match of scan(seriesOf(columns), strategies)) expectMatchArithmetic(match, columns);
        }),
        { numRuns: randomRuns },
      );
    });
  });
}
