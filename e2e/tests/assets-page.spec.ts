import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';

/** The assets list: the table on desktop, the card list on phones. */
const list = (page: Page) =>
  isPhone(page) ? page.getByRole('list', { name: 'Assets' }) : page.getByRole('table');

const changes = async (page: Page) =>
  (
    await list(page)
      .locator('[data-change]')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-change')))
  ).map(Number);

test.describe('the assets page', () => {
  test('lists priced crypto assets by marketcap, with the demo badge and live prices', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/assets');
    await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
    await expect(page.getByText('Demo data')).toBeVisible();
    await expect(list(page).getByText('BTC/USDT')).toBeVisible();
    await expect(list(page).getByText('Bitcoin', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 10_000 });
    // 12 rows a page on desktop, 10 on phones (spec §9).
    await expect(list(page).locator('[data-change]')).toHaveCount(isPhone(page) ? 10 : 12);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toBeVisible();
    // The replay ticks every second: some price on the page moves without a reload.
    const prices = () =>
      list(page)
        .locator('[data-price]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-price')).join(','));
    const first = await prices();
    await expect.poll(prices, { timeout: 20_000 }).not.toBe(first);
  });

  test('lists a global market with what applies to it', async ({ page, signedIn: _ }) => {
    await page.goto('/market/stock/assets');
    await expect(list(page).getByText('AAPL/USD')).toBeVisible();
    await expect(page.locator('[data-route="market.stock.assets"]')).toBeVisible();
    if (!isPhone(page)) {
      await expect(page.getByRole('columnheader', { name: /Market cap/ })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
    }
    await page.goto('/market/currencies/assets');
    await expect(list(page).getByText('GBP/USD')).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('columnheader', { name: /Market cap/ })).toHaveCount(0);
  });

  test('sorts by the 24 h change and keeps the order in the address', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/assets');
    await expect(list(page).getByText('BTC/USDT')).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Sort' }).click();
      await page.getByRole('button', { name: '24h change · High to low' }).click();
    } else {
      await page.getByRole('button', { name: '24h change' }).click();
    }
    await expect(page).toHaveURL(/sort=change24h%3Adesc/);
    // The phone's sort drawer hides the page from assistive tech until it has closed.
    await expect(list(page).locator('[data-change]').first()).toBeVisible();
    const shown = await changes(page);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  test('mirrors a filter in the address and keeps it after a reload', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/assets');
    await expect(list(page).getByText('BTC/USDT')).toBeVisible();
    if (isPhone(page)) await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('button', { name: 'Coin pack' }).click();
    await page.getByRole('option', { name: 'Top 10' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/pack=Top\+10/);
    if (isPhone(page)) await page.getByRole('button', { name: 'Show 10 assets' }).click();
    await expect(list(page).locator('[data-change]')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveCount(0);
    // Settings are saved a second after the last change (spec §4); the address alone already carries it.
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(page).toHaveURL(/pack=Top\+10/);
    await expect(list(page).getByText('BTC/USDT')).toBeVisible();
    await expect(list(page).locator('[data-change]')).toHaveCount(10);
    // The saved settings bring the filter back to a bare address too.
    await page.goto('/market/crypto/assets');
    await expect(list(page).getByText('BTC/USDT')).toBeVisible();
    await expect(list(page).locator('[data-change]')).toHaveCount(10);
  });

  test('blurs the status of a free user with an upgrade button that opens the upgrade modal', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/assets');
    await expect(list(page).getByText('ETH/USDT')).toBeVisible();
    const upgrades = list(page).getByRole('button', { name: 'Upgrade' });
    await expect(upgrades.first()).toBeVisible();
    expect(await upgrades.count()).toBeGreaterThan(5);
    await upgrades.first().click();
    const modal = page.getByRole('dialog', { name: 'Upgrade to unlock this section' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You must upgrade your account to use this section')).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('reads right to left in Persian', async ({ page, signedIn: _ }) => {
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/assets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'دارایی‌ها' })).toBeVisible();
    const rows = isPhone(page) ? page.getByRole('list', { name: 'دارایی‌ها' }) : page.getByRole('table');
    await expect(rows.getByText('BTC/USDT')).toBeVisible();
    await expect(page.getByText('داده نمایشی')).toBeVisible();
  });
});
