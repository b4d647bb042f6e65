import type { Page } from '@playwright/test';
import { expect, storeLanguage, test } from './fixtures';

interface CatalogEntry {
  readonly id: number;
  readonly key: string;
  readonly fa_name: string;
}

/** The newest live match of a strategy family, and the catalog entry of its strategy. */
const liveMatchOf = async (page: Page, family: RegExp) => {
  const catalog = (await (await page.request.get('/strategies.json')).json()) as CatalogEntry[];
  const strategyIds = catalog.filter((entry) => family.test(entry.key)).map((entry) => entry.id);
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.post('/api/v1/crypto/matches', {
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
  const match = items[0]!;
  const url = `/market/crypto/chart?source=${match.source}&base=${match.base}&quote=${match.quote}&timeframe=${match.timeframe}&strategy=${match.strategyId}`;
  return { match, url, entry: catalog.find((entry) => entry.id === match.strategyId)! };
};

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('pattern matches on the chart', () => {
  test('a harmonic pattern found by the scanner opens on its chart, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url } = await liveMatchOf(page, /^harmonic\.(?!abcd)/);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(match.strategyName);
    expect(errors).toEqual([]);
  });

  test('a Fibonacci match opens on its chart in Persian, named in Persian', async ({
    page,
    signedInPaid: _,
  }) => {
    await storeLanguage(page, 'fa');
    const errors = watchErrors(page);
    const { url, entry } = await liveMatchOf(page, /^fibonacci\./);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(entry.fa_name);
    expect(errors).toEqual([]);
  });

  test('an ICT fair value gap return opens on its chart, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url } = await liveMatchOf(page, /^ict\.fvg-return-/);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(match.strategyName);
    expect(errors).toEqual([]);
  });
});
