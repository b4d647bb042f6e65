import { expect, isPhone, storeLanguage, test } from './fixtures';
import { watchErrors } from './page-helpers';

/** Console errors and uncaught exceptions of a page, to assert there are none. */

test.describe('strategy pictures', () => {
  test('the strategy selector shows each strategy with its picture, loaded from the static files', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page, { consoleErrors: true });
    await page.goto('/market/crypto/settings/periscope/_');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search strategies' }).fill('XMoon');
    const row = page.getByRole('button', { name: /^XMoon higher-timeframe confluence \(bullish\)/ });
    await expect(row).toBeVisible();
    const picture = row.locator('img');
    await expect(picture).toHaveAttribute('src', '/strategy-images/xmoon.htf-confluence-bullish.svg');
    // Loaded, not a broken image: the file is served as a picture.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    const file = await page.request.get('/strategy-images/harmonic.gartley-bearish.svg');
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(errors).toEqual([]);
  });
});

test.describe('XMoon on the chart', () => {
  test('draws the confluence zone, a marker per contributing match and the strength in the legend', async ({
    page,
    signedIn: _,
  }) => {
    test.skip(isPhone(page), 'drawing is the same at both sizes; the phone runs the selector');
    const errors = watchErrors(page, { consoleErrors: true });
    await storeLanguage(page, 'en');
    const hour = 3600;
    const now = Math.floor(Date.now() / 1000 / hour) * hour;
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    // The matches API's answer is played here, in the contract's shape: an XMoon buy of a harmonic and a Fibonacci
    // match on 1h with a 4h level confirming.
    const match = {
      id: 'x-1',
      base: 'btc',
      quote: 'usdt',
      source: 'binance-spot',
      sourceSymbol: 'BTCUSDT',
      symbol: 'BTCUSDT',
      name: 'Bitcoin',
      pair: 'BTC/USDT',
      price: 100,
      timeframe: 60,
      strategyId: 12011,
      mainStrategyId: null,
      strategyName: 'XMoon higher-timeframe confluence (bullish)',
      alertName: null,
      matchDate: iso(now - 3 * hour),
      matchTimestamp: now - 3 * hour,
      receiveDate: iso(now - 2 * hour),
      type: 'buy',
      passedCandle: 2,
      distance: 0,
      zone: { from: 99, to: 101 },
      pivotType: 'no pivot',
      chartData: {
        '4003@60': { date: now - 5 * hour, value: 100 },
        '6001@60': { date: now - 3 * hour, value: 100.5 },
        '7021@240': { date: now - 12 * hour, value: 100.2 },
      },
      c_price: 100,
      c_change24h: 1,
      c_volume: 1,
      c_marketcap: null,
      c_name: 'Bitcoin',
      jumps: [],
    };
    await page.route('**/api/v1/crypto/matches/chart', (route) =>
      route.fulfill({ json: { status: 'success', data: [match] } }),
    );
    await page.goto(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=60&strategy=12011',
    );
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Loading candles…')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('match-legend')).toContainText(
      'XMoon higher-timeframe confluence (bullish) · 3 families, 2 timeframes',
    );
    expect(errors).toEqual([]);
  });
});
