import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

/** The signed-in page's bearer token (its session cookie buys one). */
const tokenOf = async (page: Page): Promise<string> =>
  ((await (await page.request.get('/api/v1/token')).json()).data as { token: string }).token;

const api = async (page: Page, path: string, data?: object) => {
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const response =
    data === undefined
      ? await page.request.get(`/api/v1/${path}`, { headers })
      : await page.request.post(`/api/v1/${path}`, { headers, data });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
};

/** The matches of a screen as rows (desktop table) or items (phone list and cards). */
const matchRows = (page: Page) =>
  isPhone(page)
    ? page.locator('main ul > li').filter({ hasNot: page.getByTestId('skeleton-row') })
    : page.locator('main tbody tr');

test.describe('what a trader meets first (issue 12)', () => {
  test('a free newcomer’s crypto periscope and radar list matches, live or the latest past ones, never nothing', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/periscope');
    await expect(matchRows(page).first()).toBeVisible();
    await expect(page.getByText('no results found')).toBeHidden();
    await page.goto('/market/crypto/radar');
    await expect(page.locator('[data-route="market.crypto.radar"]')).toBeVisible();
    await expect(matchRows(page).first()).toBeVisible();
  });

  test('a side with nothing live shows its latest matches marked past, with their age', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/radar');
    // Every live state the list shows: a count leaves invalidated matches out unless asked, yet they stay listed.
    const sides = (await api(page, 'crypto/matches/count/aggregate', {
      source: 'binance-spot',
      states: ['forming', 'active', 'triggered', 'invalidated'],
    })) as Record<'buy' | 'sell', number>;
    const quiet = (['sell', 'buy'] as const).find((side) => sides[side] === 0);
    test.skip(quiet === undefined, 'both sides have live matches in the free scope right now');
    await page.goto(`/market/crypto/radar?position=${quiet}`);
    const past = page.locator('[data-past]').first();
    await expect(past).toBeVisible({ timeout: 15_000 });
    await expect(past).toContainText(/^Past\s*·\s*.+ ago$/);
  });

  test('saved filters that empty the list show as chips, and Clear filters brings the list back for good', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/assets');
    const user = await api(page, 'user');
    const settings = user.settings;
    // What a former session saved: a market-cap floor no asset reaches.
    settings.crypto.Assets.marketcap = { from: 9e15, to: null, isWhole: false };
    await api(page, 'user/settings/edit', settings);
    await page.goto('/market/crypto/assets');
    await expect(page.getByText('No assets match these filters')).toBeVisible();
    const active = page.getByRole('region', { name: 'Active filters' });
    await expect(active).toContainText('Market cap: ≥');
    // The worker's account may carry a pack filter from an earlier journey; the count covers every chip.
    const chips = active.getByRole('button', { name: /^Remove / });
    await expect(active).toContainText(`${await chips.count()} filters`);
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/settings/edit'));
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page.getByText('Bitcoin').first()).toBeVisible();
    await saved;
    await page.goto('/market/crypto/assets');
    await expect(page.getByText('Bitcoin').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active filters' })).not.toContainText('Market cap');
  });

  test('the labels say what they are: Quote, each market’s search example, and Buy and Sell counts', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/commodities/periscope');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search XAU, XAU/USD or Gold');
    if (!isPhone(page))
      await expect(
        page.getByRole('region', { name: 'Filters' }).getByText('Quote', { exact: true }),
      ).toBeVisible();
    await page.goto('/market/crypto/assets');
    const status = page.getByRole('img', { name: /buy, .* sell and .* neutral matches/ }).first();
    await expect(status).toContainText('Buy');
    await expect(status).toContainText('Sell');
  });
});
