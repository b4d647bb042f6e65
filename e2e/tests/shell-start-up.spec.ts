import { expect, isPhone, test } from './fixtures';

// The assets call of the crypto screen (its query names the source).
const isCryptoAssets = (url: URL) => url.pathname === '/api/v1/crypto';

test.describe('start-up and tips', () => {
  test('greets the first load with a feedback quote that Continue dismisses, once per session', async ({
    page,
    context,
    account,
  }) => {
    await context.addCookies(account.cookies);
    await context.addInitScript(() => localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 })));
    // The screen's assets stay loading until the quote is dismissed: the quote covers loading only.
    await page.route(isCryptoAssets, async (route) => {
      await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 20_000 });
      await route.continue();
    });
    await page.goto('/market/crypto/assets');
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay.locator('blockquote')).toBeVisible({ timeout: 15_000 });
    await overlay.getByRole('button', { name: 'Continue' }).click();
    await expect(overlay).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await expect(overlay).toBeHidden();
  });

  test('lets the first screen through as soon as its data is in, never holding a ready screen behind the quote', async ({
    page,
    context,
    account,
  }) => {
    await context.addCookies(account.cookies);
    await context.addInitScript(() => localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 })));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isCryptoAssets, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/market/crypto/assets');
    const overlay = page.getByTestId('loading-overlay');
    // A server just started is busy with its first scans: the first load may take a few seconds.
    await expect(overlay.locator('blockquote')).toBeVisible({ timeout: 15_000 });
    release();
    // A quote stays about 0.3 s a word (5 s and more for these): the ready screen must not wait for it.
    await expect(overlay).toBeHidden({ timeout: 4_000 });
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await page.reload();
    await expect(overlay).toBeHidden();
  });

  test('marks every unread tip read when the tips panel opens', async ({ page, signedIn: _ }) => {
    test.skip(isPhone(page), 'the tips panel is in the desktop header');
    await page.goto('/market/crypto/assets');
    const tipsButton = page.getByRole('button', { name: 'Tips' });
    const unread = tipsButton.locator('span');
    await expect(unread).toBeVisible();
    const read = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/tips/read'));
    await tipsButton.click();
    const body = (await read).postDataJSON() as { tipIds: string[] };
    expect(body.tipIds.length).toBeGreaterThan(0);
    await expect(unread).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tips' }).locator('span')).toBeHidden();
  });
});
