import { expect, test } from '@playwright/test';

test.describe('the built app', () => {
  test('opens on the crypto assets page from /', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/market\/crypto\/assets$/);
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await expect(page).toHaveTitle('Tradescope');
    expect(errors).toEqual([]);
  });

  for (const [from, to] of [
    ['/market', '/market/crypto/assets'],
    ['/market/stock', '/market/stock/assets'],
    ['/market/indices/settings', '/market/indices/settings/periscope'],
  ] as const) {
    test(`redirects ${from} to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('answers an unknown page with the 404 page whose button leads home', async ({ page }) => {
    await page.goto('/market/currencies/jumps');
    await expect(page.getByRole('heading', { name: 'This page is not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/assets$/);
  });

  test('serves the offline page', async ({ page }) => {
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.locator('section[lang="fa"]')).toHaveCSS('direction', 'rtl');
  });

  test('lays the page out right to left in Persian', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tradescope.language', 'fa'));
    await page.goto('/nowhere');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeVisible();
  });
});
