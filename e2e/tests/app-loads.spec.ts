import { expect, test } from './fixtures';

test.describe('the built app', () => {
  test('opens on the crypto assets page from /', async ({ page, signedIn: _ }) => {
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
    test(`redirects ${from} to ${to}`, async ({ page, signedIn: _ }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('answers an unknown page with the 404 page whose button leads home', async ({ page, signedIn: _ }) => {
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

  test('lays the page out right to left in Persian', async ({ page, signedIn: _ }) => {
    await page.addInitScript(() => localStorage.setItem('ata:language', JSON.stringify({ v: 'fa' })));
    await page.goto('/nowhere');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('heading', { name: 'این صفحه پیدا نشد' })).toBeVisible();
  });

  test('serves the service worker as /sw.js and links the web manifest', async ({ page, request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    await page.goto('/sign-in');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href ?? '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Tradescope', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
