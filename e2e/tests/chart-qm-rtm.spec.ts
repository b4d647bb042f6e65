import type { Page } from '@playwright/test';
import { expect, storeLanguage, test } from './fixtures';

interface CatalogEntry {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly fa_name: string;
}

/** The newest live match of a strategy family with its catalog entry, and the chart page that shows it. */
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
      chartData: Record<string, { date: number; value: number }>;
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

test.describe('QM and RTM matches on the chart', () => {
  test('a Quasimodo found by the scanner opens on its chart with its four swings, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url, entry } = await liveMatchOf(page, /^qm\./);
    expect(Object.keys(match.chartData)).toEqual(expect.arrayContaining(['H', 'L', 'HH', 'LL', 'zoneTop']));
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('match-legend')).toContainText(entry.name);
    expect(errors).toEqual([]);
  });

  test('an RTM zone opens on its chart in Persian, named in Persian', async ({ page, signedInPaid: _ }) => {
    await storeLanguage(page, 'fa');
    const errors = watchErrors(page);
    const { match, url, entry } = await liveMatchOf(page, /^rtm\./);
    expect(Object.keys(match.chartData)).toEqual(
      expect.arrayContaining(['legIn', 'base', 'legOut', 'zoneTop']),
    );
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('match-legend')).toContainText(entry.fa_name);
    expect(errors).toEqual([]);
  });
});
