import { expect, isPhone, test } from './fixtures';

test.describe('the shell', () => {
  test('reaches a global market page through the header menus', async ({ page, signedIn: _ }) => {
    test.skip(isPhone(page), 'the header menus are the desktop shell');
    await page.goto('/market/crypto/assets');
    await page.getByRole('button', { name: 'Global' }).click();
    await page.getByRole('menuitem', { name: 'Indices' }).click();
    await page.getByRole('menuitem', { name: 'Radar' }).click();
    await expect(page).toHaveURL(/\/market\/indices\/radar$/);
    await expect(page.getByRole('heading', { name: 'Radar' })).toBeVisible();
    await expect(page.getByTestId('markets-navbar')).toBeVisible();
  });

  test('orders the bottom nav as the spec says and follows the market switcher', async ({
    page,
    signedIn: _,
  }) => {
    test.skip(!isPhone(page), 'the bottom nav is the phone shell');
    await page.goto('/market/crypto/assets');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const slots = nav.locator(':scope > div > *');
    await expect(slots).toHaveText(['Assets', 'Periscope', 'Pumps', 'More', 'Menu']);
    await expect(page.getByTestId('markets-navbar')).toBeHidden();
    await page.getByRole('button', { name: 'Switch market' }).click();
    await page.getByRole('button', { name: 'Currencies' }).click();
    await expect(page).toHaveURL(/\/market\/currencies\/assets$/);
    await expect(slots).toHaveText(['Assets', 'Periscope', 'Dynamic', 'More', 'Menu']);
    await nav.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Radar' }).click();
    await expect(page).toHaveURL(/\/market\/currencies\/radar$/);
  });

  test('welcomes a phone on its first visit, once', async ({ page, context, account }) => {
    test.skip(!isPhone(page), 'the welcome modal is for phones');
    await context.addCookies(account.cookies);
    await page.goto('/market/crypto/assets');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Tradescope' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(welcome).toBeHidden();
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(welcome).toBeHidden();
  });

  test('shows the 404 page inside the shell', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/nowhere');
    await expect(page.getByRole('heading', { name: 'This page is not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/assets$/);
  });
});
