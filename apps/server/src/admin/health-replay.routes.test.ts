import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, startTestApp, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV, MARKET_DATA: 'replay' });
}, 120_000);
afterAll(() => t?.close());

describe('GET admin/health on the replay feed', () => {
  it('names every source with its series and how long ago its latest candle closed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/health',
      headers: await signInAdministrator(t.app),
    });
    const health = res.json().data;
    expect(health.feed).toMatchObject({ mode: 'replay', running: true });
    expect(health.sources.length).toBeGreaterThan(1);
    expect(health.sources.map((source: { source: string }) => source.source)).toContain('binance-spot');
    for (const source of health.sources) {
      expect(source.series).toBeGreaterThan(0);
      expect(source.lagS).toBeGreaterThanOrEqual(0);
    }
    // Crypto trades around the clock and replayed history ends now: its newest close is minutes old (a stock or
    // forex source may lag by a closed session).
    const spot = health.sources.find((source: { source: string }) => source.source === 'binance-spot');
    expect(spot.lagS).toBeLessThan(60 * 60);
    const total = health.sources.reduce((sum: number, source: { series: number }) => sum + source.series, 0);
    expect(total).toBe(health.counts.series);
    // The first full scan runs while the app serves: some series are still queued or done by now.
    expect(health.scans.queued + health.scans.done).toBeGreaterThan(0);
  });
});
