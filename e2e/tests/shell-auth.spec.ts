import { expect, isPhone, PASSWORD, storeLanguage, test } from './fixtures';

const skipWelcome = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 })));

/** The shell is there: the desktop header's logout, or the phone's bottom nav. */
const expectShell = async (page: import('@playwright/test').Page) => {
  if (isPhone(page)) await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
};

test.describe('signing up, out and in', () => {
  test('signs up through the form and lands on crypto assets inside the shell', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/sign-up');
    await page.getByLabel('Display name').fill('Nima Chartist');
    await page.getByLabel('E-mail').fill(`ui-${Date.now()}-${test.info().project.name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/assets$/);
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await expectShell(page);
  });

  test('shows field errors before calling the server', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText("Name can't be empty.")).toBeVisible();
    await expect(page.getByText('email is not valid')).toBeVisible();
    await expect(page.getByText('The new password must have at least 8 characters.')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('sends a visitor without a session to sign-in with a return path', async ({ page }) => {
    await page.goto('/market/indices/radar');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmarket%2Findices%2Fradar$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Tradescope' })).toBeVisible();
  });

  test('signs out through the confirmation modal, then signs in again', async ({
    page,
    context,
    account,
  }) => {
    await skipWelcome(page);
    // A session of its own, so the worker's shared session stays signed in for the other journeys.
    const signIn = await context.request.post('/api/v1/auth/sign-in', {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto('/market/crypto/assets');
    if (isPhone(page)) {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: 'Menu' })
        .click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
    } else {
      await page.getByRole('button', { name: 'Log out' }).click();
    }
    const confirm = page.getByRole('dialog', { name: 'Log out of Tradescope?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto('/market/crypto/periscope');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/periscope$/);
    await expectShell(page);
  });

  test('shows the translated error for a wrong password', async ({ page, account }) => {
    // Desktop checks English, the phone Persian: each sign-in attempt counts against the rate limit.
    const persian = isPhone(page);
    if (persian) await storeLanguage(page, 'fa');
    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill('not the password');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toHaveText(
      persian ? 'ایمیل یا رمز عبور نادرست است.' : 'The e-mail or password is wrong.',
    );
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
