import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A live match of one of these strategies, as the signed-in browser's API answers it. */
const liveMatchOf = async (page: Page, market: string, keyMatches: (key: string) => boolean) => {
  const catalog = (await (await page.request.get('/strategies.json')).json()) as {
    id: number;
    key: string;
  }[];
  const strategyIds = catalog.filter((strategy) => keyMatches(strategy.key)).map((strategy) => strategy.id);
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.post(`/api/v1/${market}/matches`, {
    headers: { authorization: `Bearer ${token}` },
    data: { strategyIds, pageSize: 25 },
  });
  const { items } = (await response.json()).data as {
    items: {
      source: string;
      base: string;
      quote: string;
      timeframe: number;
      strategyId: number;
      strategyName: string;
    }[];
  };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
};

const chartUrl = (market: string, match: Awaited<ReturnType<typeof liveMatchOf>>) =>
  `/market/${market}/chart?source=${match.source}&base=${match.base}&quote=${match.quote}&timeframe=${match.timeframe}&strategy=${match.strategyId}`;

/** The chart library's pane rows that draw something (a separator row is a pixel high). */
const paneHeights = (page: Page) =>
  page
    .getByTestId('candle-chart')
    .locator('table tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelectorAll('canvas').length >= 4)
        .map((row) => (row as HTMLElement).offsetHeight),
    );

test.describe("a match's chart", () => {
  test('opens an RSI divergence with the RSI in its own pane and the strategy named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const match = await liveMatchOf(page, 'crypto', (key) => key.startsWith('divergence.rsi.'));
    const oscillator = page.waitForResponse('**/api/v1/data/oscillator');
    await page.goto(chartUrl('crypto', match));
    expect((await (await oscillator).json()).data.title).toBe('RSI 14');
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-oscillator', 'RSI 14');
    await expect.poll(() => paneHeights(page)).toHaveLength(2);
    const [candles, rsi] = await paneHeights(page);
    // The candles keep most of the height; the RSI pane is a readable strip under them.
    expect(rsi!).toBeGreaterThan(60);
    expect(candles!).toBeGreaterThan(rsi!);
    const legend = page.getByTestId('match-legend');
    await expect(legend).toContainText(match.strategyName);
    // The legend sits above the canvas, not over it.
    expect(overlaps((await legend.boundingBox())!, (await chart.boundingBox())!)).toBe(false);
  });

  test('a candlestick match has no oscillator pane', async ({ page, signedInPaid: _ }) => {
    const match = await liveMatchOf(page, 'crypto', (key) => key.startsWith('candlestick.'));
    const oscillator = page.waitForResponse('**/api/v1/data/oscillator');
    await page.goto(chartUrl('crypto', match));
    expect((await (await oscillator).json()).data).toBeNull();
    await expect(page.getByTestId('match-legend')).toContainText(match.strategyName);
    await expect.poll(() => paneHeights(page)).toHaveLength(1);
    await expect(page.getByTestId('candle-chart')).not.toHaveAttribute('data-oscillator', /./);
  });

  test('the phone timeframe bar has separate 44 px targets that scroll sideways', async ({
    page,
    signedIn: _,
  }) => {
    test.skip(!isPhone(page), 'the phone bar');
    await page.goto('/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=240');
    const bar = page.getByRole('toolbar', { name: 'Timeframe' });
    await expect(bar.getByRole('button', { name: '4h', pressed: true })).toBeVisible();
    const buttons = await bar.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(6);
    const boxes = await Promise.all(buttons.map(async (button) => (await button.boundingBox())!));
    for (const [index, box] of boxes.entries()) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      if (index > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width + 2);
    }
    expect(await bar.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await bar.getByRole('button', { name: '1w' }).click();
    await expect(page).toHaveURL(/timeframe=10080/);
  });

  test('the "Chart saved" toast covers none of the chart page controls', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=240');
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Charts' }).click();
    await page.getByRole('menuitem', { name: 'Save chart' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Chart saved' });
    await expect(toast).toBeVisible();
    // Clear of the time axis, which is dragged to scale the chart, once the toast has slid into place.
    const chart = (await page.getByTestId('candle-chart').boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(chart.y + chart.height - 28);
    const header = (await page.locator('header').first().boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, header)).toBe(false);
  });
});
