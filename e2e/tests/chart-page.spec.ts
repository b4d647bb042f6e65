import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';
import { watchErrors } from './page-helpers';

/** Console errors and uncaught exceptions of a page, to assert there are none. */

const chartDrawn = async (page: Page) => {
  await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByText('Loading candles…')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(/^No candles for/)).toHaveCount(0);
};

test.describe('the chart page', () => {
  test('opens from an asset row with candles, switches timeframe and goes back', async ({
    page,
    signedIn: _,
  }) => {
    const errors = watchErrors(page, { consoleErrors: true });
    await page.goto('/market/crypto/assets');
    await page.getByRole('link', { name: 'Open the BTC/USDT chart' }).click();
    await expect(page).toHaveURL(
      /\/market\/crypto\/chart\?source=binance-spot&base=btc&quote=usdt&timeframe=60$/,
    );
    await expect(page.locator('[data-route="market.crypto.chart"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible();
    await chartDrawn(page);
    await expect(page.getByRole('button', { name: '1h', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: '4h' }).click();
    await expect(page).toHaveURL(/timeframe=240/);
    await chartDrawn(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/assets/);
    expect(errors).toEqual([]);
  });

  test('charts a global market opened directly, back link to its assets', async ({ page, signedIn: _ }) => {
    const errors = watchErrors(page, { consoleErrors: true });
    await page.goto('/market/indices/chart?source=oanda&base=spx500&quote=usd&timeframe=1440');
    await expect(page.getByRole('heading', { name: 'SPX500/USD' })).toBeVisible();
    await chartDrawn(page);
    await expect(page.getByRole('button', { name: '1d', pressed: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/market\/indices\/assets$/);
    expect(errors).toEqual([]);
  });

  test("asks for the matches of the query's strategies and draws them without errors", async ({
    page,
    signedIn: _,
  }) => {
    const errors = watchErrors(page, { consoleErrors: true });
    const hour = 3600;
    const now = Math.floor(Date.now() / 1000 / hour) * hour;
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    // The matches API arrives later: its answer is played here, in the shape the domain defines.
    const match = {
      id: 'm-1',
      base: 'btc',
      quote: 'usdt',
      source: 'binance-spot',
      sourceSymbol: 'BTCUSDT',
      symbol: 'BTCUSDT',
      name: 'Bitcoin',
      pair: 'BTC/USDT',
      price: 100,
      timeframe: 60,
      strategyId: 301,
      mainStrategyId: null,
      strategyName: 'Gartley',
      alertName: null,
      matchDate: iso(now - 5 * hour),
      matchTimestamp: now - 5 * hour,
      receiveDate: iso(now - 4 * hour),
      type: 'buy',
      passedCandle: 4,
      distance: 0.5,
      zone: { from: 99, to: 101 },
      pivotType: 'Major',
      chartData: { X: { date: now - 40 * hour, value: 100 }, D: { date: now - 5 * hour, value: 99 } },
      c_price: 100,
      c_change24h: 1,
      c_volume: 1,
      c_marketcap: null,
      c_name: 'Bitcoin',
      jumps: [],
    };
    let asked: unknown;
    await page.route('**/api/v1/crypto/matches/chart', async (route) => {
      asked = route.request().postDataJSON();
      await route.fulfill({ json: { status: 'success', data: [match] } });
    });
    await page.goto(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=60&strategy=301,12',
    );
    await chartDrawn(page);
    expect(asked).toEqual({
      source: 'binance-spot',
      strategyIds: [301, 12],
      bases: ['btc'],
      quotes: ['usdt'],
      timeframes: [60],
    });
    expect(errors).toEqual([]);
  });

  test('shows the empty state for a pair the source has no candles for', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/chart?source=binance-spot&base=nope&quote=usdt&timeframe=60');
    await expect(page.getByText('No candles for NOPE/USDT on 1h')).toBeVisible();
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
  });

  test('lays the toolbar out right to left in Persian', async ({ page, signedIn: _ }) => {
    test.skip(isPhone(page), 'one Persian chart run is enough');
    const errors = watchErrors(page, { consoleErrors: true });
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/chart?source=binance-spot&base=eth&quote=usdt&timeframe=240');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'بازگشت' })).toBeVisible();
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByText('در حال بارگذاری کندل‌ها…')).toBeHidden({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
