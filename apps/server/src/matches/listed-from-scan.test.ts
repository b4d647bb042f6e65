import { readFileSync } from 'node:fs';
import { matchSchema } from '@tradescope/domain';
import {
  CandleSeries,
  type SeriesKey,
  scan,
  sliceColumns,
  strategyById,
  strategyByKey,
} from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import type { Instrument } from '../feed';
import type { AssetView } from '../market-data';
import { listedFromScan, matchFromScan } from './listed-from-scan';

const instrument = {
  id: 'binance-spot:BTCUSDT',
  source: 'binance-spot',
  market: 'crypto',
  symbol: 'BTCUSDT',
  base: 'btc',
  quote: 'usdt',
  sourceSymbol: 'BTCUSDT',
  name: 'Bitcoin',
} as Instrument;
const strategy = [...strategyById.values()][0]!;
const scanned = {
  id: 'm1',
  source: 'binance-spot',
  symbol: 'BTCUSDT',
  timeframe: 240,
  strategyId: strategy.id,
  type: 'buy',
  matchDate: 1_790_000_000,
  price: 100,
  passedCandle: 2,
  distance: 0,
  zone: { from: 95, to: 100 },
  pivotType: 'Minor',
  chartData: {},
  invalidation: 90,
  validity: 10,
  currentPrice: 98,
} as const;

describe('listedFromScan', () => {
  it('measures distance from the live price to the nearest zone edge, 0 inside', () => {
    const at = (price: number) =>
      listedFromScan(
        scanned as never,
        'crypto',
        instrument,
        strategy,
        { price } as AssetView,
        1_790_000_000_000,
      ).distance;
    expect(at(97)).toBe(0);
    const listed = listedFromScan(
      scanned as never,
      'crypto',
      instrument,
      strategy,
      undefined,
      1_790_000_123_000,
    );
    expect(listed.receiveDate).toBe('2026-09-21T14:15:23.000Z');
    expect(listed.matchDate).toBe(new Date(1_790_000_000_000).toISOString());
    expect(at(110)).toBeCloseTo(((110 - 100) / 110) * 100, 6);
  });

  it('keeps the scan’s distance and names the pair when the asset has no statistics yet', () => {
    const listed = listedFromScan(
      scanned as never,
      'crypto',
      instrument,
      strategy,
      undefined,
      1_790_000_000_000,
    );
    expect(listed).toMatchObject({
      distance: 0,
      pair: 'BTC/USDT',
      c_price: 98,
      matchTimestamp: 1_790_000_000,
    });
    expect(listed.matchDate).toBe('2026-09-21T14:13:20.000Z');
  });

  it('answers the API row (matchFromScan) as the listed row without its market: same keys, same order', () => {
    const assets = [
      undefined,
      { price: 97, change24h: -2.5, volume24h: 1234, marketcap: null } as AssetView,
      { price: 110, change24h: 3, volume24h: 99, marketcap: 5e9 } as AssetView,
    ];
    for (const asset of assets)
      for (const receivedAt of [1_790_000_123_000, 1_790_000_123_456, 1_790_000_123_456]) {
        const { market: _market, ...expected } = listedFromScan(
          scanned as never,
          'crypto',
          instrument,
          strategy,
          asset,
          receivedAt,
        );
        const got = matchFromScan(scanned as never, instrument, strategy, asset, receivedAt);
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
      }
  });

  it('turns harmonic and Fibonacci matches into API rows the domain accepts (points, ratios, PRZ, levels)', () => {
    // Real Binance ETHUSDT daily candles, the engine's own fixture, up to the September 2022 Gartley's D
    // being confirmed (bar 1871) and the first golden-pocket touch of 2021-03-24 (bar 1315).
    const eth = JSON.parse(
      readFileSync(
        new URL('../../../../packages/engine/test/fixtures/ethusdt-1440.json', import.meta.url),
        'utf8',
      ),
    ) as Record<'time' | 'open' | 'high' | 'low' | 'close' | 'volume', number[]>;
    const columns = Object.fromEntries(
      Object.entries(eth).map(([k, v]) => [k, Float64Array.from(v as number[])]),
    );
    const key = { source: 'binance-spot', symbol: 'ETHUSDT', timeframe: 1440 } as SeriesKey;
    const rowOf = (end: number, strategyKey: string) => {
      const series = CandleSeries.fromColumns(key, sliceColumns(columns as never, 0, end + 1));
      const entry = strategyByKey.get(strategyKey)!;
      const found = scan(series).find((m) => m.strategyId === entry.id && m.passedCandle === 0)!;
      return matchSchema.parse(
        matchFromScan(found as never, instrument, entry, undefined, 1_790_000_000_000),
      );
    };
    const gartley = rowOf(1871, 'harmonic.gartley-bullish');
    expect(gartley).toMatchObject({ type: 'buy', pivotType: 'MidMajor', strategyName: 'Bullish Gartley' });
    // Every point the catalog says the chart draws for a completed pattern: X..D, the ratios measured, the PRZ (a
    // forming one has projectedD instead of D and the ratios after it).
    expect(Object.keys(gartley.chartData).sort()).toEqual(
      strategyByKey
        .get('harmonic.gartley-bullish')!
        .chartPoints.filter((name) => name !== 'projectedD')
        .sort(),
    );
    expect(gartley.chartData.D).toEqual({ date: Date.parse('2022-09-21T00:00:00Z') / 1000, value: 1220 });
    const pocket = rowOf(1315, 'fibonacci.golden-pocket-bullish');
    expect(pocket).toMatchObject({ type: 'buy', pivotType: 'MidMajor' });
    expect(pocket.zone).toEqual({
      from: pocket.chartData['r0.65']!.value,
      to: pocket.chartData['r0.618']!.value,
    });
  });
});
