import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { btcAssetScan } from '../../test/asset-scan';
import type { ScanMatch } from '../scanner/types';
import type { SeriesKey } from '../series';
import { confirmsLower, familyOf, xmoonMatches } from './confluence';
import { decodeContributors } from './contributors';
import { LEVEL_FAMILIES, XMOON_MIN_FAMILIES } from './rule';

const KEY = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
const LAST = 1_699_996_800;
// Strategies of seven families, both sides (the side is drawn separately: the rule reads only the match's type).
const IDS = [1001, 1003, 2001, 3029, 4003, 5001, 6001, 7001, 7021, 9001, 12001];

const matchArbitrary = fc
  .record({
    strategyId: fc.constantFrom(...IDS),
    timeframe: fc.constantFrom(60, 240, 1440),
    type: fc.constantFrom('buy', 'sell', 'neutral'),
    passedCandle: fc.integer({ min: 0, max: 8 }),
    low: fc.integer({ min: 90, max: 110 }),
    width: fc.integer({ min: 0, max: 8 }),
  })
  .map(
    ({ strategyId, timeframe, type, passedCandle, low, width }): ScanMatch => ({
      id: `${strategyId}.${timeframe}.${passedCandle}`,
      source: KEY.source,
      symbol: KEY.symbol,
      timeframe,
      strategyId,
      type: type as ScanMatch['type'],
      matchDate: LAST - passedCandle * timeframe * 60,
      price: low + width / 2,
      passedCandle,
      distance: 0,
      zone: { from: low, to: low + width },
      pivotType: 'no pivot',
      chartData: {},
      invalidation: low - 1,
      validity: 10,
      currentPrice: 100,
      state: 'active',
      trigger: low + width,
      target: low + width + 5,
    }),
  );

describe('XMoon properties', () => {
  it('has, for every match, two or more families on its side whose zones contain its zone, one a level family', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.array(matchArbitrary, { maxLength: 30 }), (matches) => {
        const own = matches.filter((m) => m.timeframe === 60);
        const higher = matches.filter((m) => m.timeframe > 60);
        for (const x of xmoonMatches(KEY, own, higher)) {
          found += 1;
          const contributors = decodeContributors(x.chartData).map(
            (c) =>
              matches.find(
                (m) =>
                  m.strategyId === c.strategyId &&
                  m.timeframe === c.timeframe &&
                  m.matchDate === c.date &&
                  m.type === x.type,
              )!,
          );
          // Each contributor is one of the asset's live matches on the XMoon's side.
          expect(contributors.every((m) => m !== undefined)).toBe(true);
          for (const m of contributors)
            expect(m.zone.from <= x.zone.from && x.zone.to <= m.zone.to).toBe(true);
          const families = new Set(contributors.map((m) => familyOf(m.strategyId)));
          expect(families.size).toBeGreaterThanOrEqual(XMOON_MIN_FAMILIES);
          expect([...families].some((f) => f !== undefined && LEVEL_FAMILIES.has(f))).toBe(true);
          expect(families.has('xmoon') || families.has('jump')).toBe(false);
          expect(contributors.some((m) => m.timeframe === 60)).toBe(true);
          expect(x.matchDate).toBeLessThanOrEqual(LAST);
          expect(Object.keys(x.chartData).length).toBeLessThanOrEqual(32);
        }
      }),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(0);
  });

  it('answers the same over only the higher matches that confirmsLower keeps (what the live store passes)', () => {
    let kept = 0;
    fc.assert(
      fc.property(fc.array(matchArbitrary, { maxLength: 30 }), (matches) => {
        const own = matches.filter((m) => m.timeframe === 60);
        const higher = matches.filter((m) => m.timeframe > 60);
        const confirming = higher.filter(confirmsLower);
        kept += higher.length - confirming.length;
        expect(xmoonMatches(KEY, own, confirming)).toEqual(xmoonMatches(KEY, own, higher));
      }),
      { numRuns: 300 },
    );
    expect(kept).toBeGreaterThan(0);
    const asset = btcAssetScan();
    let found = 0;
    for (let bar = 230; bar < asset.hourly.time.length; bar += 7) {
      const { own, higher } = asset.at(bar);
      const all = xmoonMatches(asset.key, own, higher);
      found += all.length;
      expect(xmoonMatches(asset.key, own, higher.filter(confirmsLower))).toEqual(all);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('dates a match no earlier than its evidence: at its date, the contributors known by then were live (no look-ahead)', () => {
    const asset = btcAssetScan();
    let checked = 0;
    for (let bar = 230; bar < asset.hourly.time.length; bar += 23) {
      const { own, higher } = asset.at(bar);
      for (const x of xmoonMatches(asset.key, own, higher)) {
        const dateBar = asset.hourly.time.indexOf(x.matchDate);
        expect(dateBar).toBeGreaterThanOrEqual(0);
        const then = asset.at(dateBar);
        const closedBy = x.matchDate + 3600;
        const known = decodeContributors(x.chartData).filter((c) => c.date + c.timeframe * 60 <= closedBy);
        const liveThen = [...then.own, ...then.higher];
        for (const c of known)
          expect(
            liveThen.some(
              (m) => m.strategyId === c.strategyId && m.timeframe === c.timeframe && m.matchDate === c.date,
            ),
          ).toBe(true);
        const families = new Set(known.map((c) => familyOf(c.strategyId)));
        expect(families.size).toBeGreaterThanOrEqual(XMOON_MIN_FAMILIES);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
