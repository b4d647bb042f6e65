import { describe, expect, it } from 'vitest';
import { btcAssetScan } from '../../test/asset-scan';
import { strategyById } from '../strategies';
import { familyOf, xmoonMatches } from './confluence';
import { decodeContributors } from './contributors';

/**
 * XMoon on real candles (Binance BTCUSDT 1h with its 4h), found by scanning the overlap and checked on the chart
 * (the match drawn on the product's chart page): the contributors, their zones' intersection and what price did next.
 */
const CASES = [
  {
    bar: 264,
    date: '2022-10-02T07:00',
    strategy: 'xmoon.confluence-bearish',
    families: ['classic', 'divergence', 'harmonic', 'ict', 'support-resistance'],
    zone: [19377.98, 19383.61],
    note: 'hidden bearish divergences, a rejection at the 19,380 resistance, a breaker retest and a bearish ABCD; BTC fell to 18,920 within 12 hours',
  },
  {
    bar: 360,
    date: '2022-10-06T10:00',
    strategy: 'xmoon.htf-confluence-bullish',
    families: ['divergence', 'harmonic', 'support-resistance'],
    zone: [19730, 19800.68],
    note: 'a forming Shark’s projected PRZ, the 4h support bounce and hidden bullish divergences at 19,730–19,800 below price; BTC reached it 25 hours later and rose to 20,069 within a day',
  },
  {
    bar: 408,
    date: '2022-10-08T08:00',
    strategy: 'xmoon.htf-confluence-bullish',
    families: ['classic', 'divergence', 'fibonacci', 'trendline'],
    zone: [19460.54, 19464.65],
    note: 'trendline bounce and golden pocket at 19,460 with regular divergences and the 4h stochastic; dated 08:00 since forming harmonics are listed (06:00, with a bullish ABCD, before)',
  },
  {
    bar: 456,
    date: '2022-10-10T11:00',
    strategy: 'xmoon.htf-confluence-bearish',
    families: ['classic', 'fibonacci', 'ict', 'trendline'],
    zone: [19373.49, 19378.7],
    note: 'the 4h trendline broken downwards with a golden pocket, OTE and breaker retest on 1h; BTC fell to 19,020 within 12 hours',
  },
] as const;

describe('XMoon labelled cases (BTCUSDT 1h with 4h)', () => {
  const asset = btcAssetScan();
  for (const c of CASES) {
    it(`${c.strategy} on ${c.date}: ${c.note}`, () => {
      const { own, higher } = asset.at(c.bar);
      const found = xmoonMatches(asset.key, own, higher);
      expect(found).toHaveLength(1);
      const match = found[0]!;
      expect(strategyById.get(match.strategyId)?.key).toBe(c.strategy);
      expect(new Date(match.matchDate * 1000).toISOString()).toBe(`${c.date}:00.000Z`);
      expect([match.zone.from, match.zone.to]).toEqual([
        expect.closeTo(c.zone[0], 2),
        expect.closeTo(c.zone[1], 2),
      ]);
      const families = new Set(decodeContributors(match.chartData).map((x) => familyOf(x.strategyId)));
      expect([...families].sort()).toEqual(c.families);
    });
  }
});
