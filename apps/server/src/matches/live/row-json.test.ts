import { PIVOT_TYPES } from '@tradescope/domain';
import { type ScanMatch, strategyById } from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../feed';
import { buildSegment, matchAt } from '../../live-matches';
import type { AssetView } from '../../market-data';
import { matchFromScan } from '../listed-from-scan';
import { rowJson } from './row-json';

const STRATEGIES = [...strategyById.values()].slice(0, 3);

// An instrument with every name, and one without the optional ones (JSON.stringify leaves their keys out).
const INSTRUMENTS = [
  {
    id: 'binance-spot:BTCUSDT',
    source: 'binance-spot',
    market: 'crypto',
    symbol: 'BTCUSDT',
    base: 'btc',
    quote: 'usdt',
    sourceSymbol: 'BTCUSDT',
    name: 'Bitcoin "the coin"',
    priceDecimals: 2,
  },
  { id: 'bybit:ETHUSDT', source: 'bybit', market: 'crypto', symbol: 'ETHUSDT', base: 'eth', quote: 'usdt' },
] as unknown as Instrument[];

const number = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, -0, Number.NaN, 1e-9, 123.456),
);
const match = fc.record({
  strategy: fc.integer({ min: 0, max: STRATEGIES.length - 1 }),
  type: fc.constantFrom<ScanMatch['type']>('buy', 'sell', 'neutral'),
  matchDate: fc.integer({ min: 0, max: 5 }).map((n) => 1_790_000_000 + n * 3600),
  passedCandle: fc.integer({ min: 0, max: 9 }),
  pivotType: fc.constantFrom<ScanMatch['pivotType']>(...PIVOT_TYPES.slice(0, 3)),
  price: number,
  distance: number,
  currentPrice: number,
  zone: fc.record({ from: number, to: number }),
  chart: fc.constantFrom(0, 1, 2),
  state: fc.constantFrom<ScanMatch['state']>('forming', 'active', 'triggered', 'invalidated'),
  formingInvalidation: fc.option(number, { nil: undefined }),
  endedAt: fc.option(fc.integer({ min: 1_790_000_000, max: 1_800_000_000 }), { nil: undefined }),
});
const asset = fc.option(
  fc.record({
    price: fc.oneof(number, fc.constant(0)),
    change24h: number,
    volume24h: number,
    marketcap: fc.option(number, { nil: null }),
  }),
  { nil: undefined },
);

describe('rowJson', () => {
  it('writes matchFromScan’s row as JSON.stringify does, whatever the asset, receipt and names', () => {
    fc.assert(
      fc.property(
        fc.array(match, { minLength: 1, maxLength: 12 }),
        asset,
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        (fields, stats, which, received) => {
          const instrument = INSTRUMENTS[which]!;
          const matches = fields.map(
            (f, n) =>
              ({
                id: `m-${n}`,
                source: instrument.source,
                symbol: instrument.symbol,
                timeframe: 60,
                strategyId: STRATEGIES[f.strategy]!.id,
                type: f.type,
                matchDate: f.matchDate,
                price: f.price,
                passedCandle: f.passedCandle,
                distance: f.distance,
                zone: f.zone,
                pivotType: f.pivotType,
                chartData: [
                  {},
                  { X: { date: f.matchDate, value: 1.5 }, A: { date: f.matchDate + 60, value: f.price } },
                  { odd: { date: f.matchDate, value: 'not a number' } } as never,
                ][f.chart]!,
                state: f.state,
                invalidation: 80,
                trigger: 96,
                target: 110,
                validity: 10,
                currentPrice: f.currentPrice,
                ...(f.formingInvalidation === undefined
                  ? {}
                  : { formingInvalidation: f.formingInvalidation }),
                ...(f.endedAt === undefined ? {} : { endedAt: f.endedAt }),
              }) as ScanMatch,
          );
          const segment = buildSegment(
            { source: instrument.source, symbol: instrument.symbol, timeframe: 60 },
            matches,
          );
          const view = stats === undefined ? undefined : ({ id: instrument.id, ...stats } as AssetView);
          for (let i = 0; i < segment.length; i++) {
            const row = matchAt(segment, i);
            const strategy = strategyById.get(row.strategyId)!;
            const expected = JSON.stringify(matchFromScan(row, instrument, strategy, view, received));
            // Twice: the second time from the kept parts.
            expect(rowJson(segment, i, instrument, strategy, view, received)).toBe(expected);
            expect(rowJson(segment, i, instrument, strategy, view, received)).toBe(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
