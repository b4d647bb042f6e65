import { expect, isPhone, test } from './fixtures';
import { freshAccount, giveGift, openProfile, openTab, signInAs } from './profile-helpers';

test.describe('profile: gifts and plans', () => {
  test('activates a gift the administrator gave, and its days reach the plan', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    const account = await freshAccount(request, 'gift');
    // A long title: the table must still fit a phone.
    await giveGift(browser, baseURL!, account.userId, 'welcome-7', 7, 'Welcome gift 7 for a new trader');
    await signInAs(context, account);
    await openProfile(page, '/profile/user', 'Account');
    const badge = page.getByTestId('gifts-badge');
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    await expect(badge).toHaveText('1');
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    await openTab(page, /Gifts/, isPhone(page));
    const row = page.getByRole('row', { name: /Welcome gift 7/ });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    // Activate is in reach without scrolling the table sideways, on a 375 px phone too.
    const table = page.getByRole('table', { name: 'Gifts' }).locator('..');
    expect(await table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    await expect(row.getByRole('button', { name: 'Activate' })).toBeInViewport();
    await row.getByRole('button', { name: 'Activate' }).click();
    await page
      .getByRole('dialog', { name: 'Activate this gift?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect(row.getByText('New', { exact: true })).toBeHidden();
    await expect(row.getByRole('button', { name: 'Activate' })).toBeHidden();
    await expect(page.getByTestId('gifts-badge')).toHaveCount(0);
    await openProfile(page, '/profile/user', 'Account');
    await expect(page.getByTestId('days-crypto')).toContainText('7');
    // The gift plan's badge: gift with its days (spec §6).
    if (!isPhone(page)) await expect(page.getByTestId('user-badge')).toHaveText(/Gift · 7 days/i);
  });

  test('buys a plan in the sandbox, sees it in the history and in the header badge', async ({
    page,
    context,
    request,
  }) => {
    await signInAs(context, await freshAccount(request, 'buyer'));
    await openProfile(page, '/profile/user', 'Account');
    await openTab(page, 'Plans', isPhone(page));
    await expect(page).toHaveURL(/\/plans/);
    await page.getByText('90 days', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
    const pro = page.getByTestId('plan-crypto-pro-90');
    await expect(pro).toContainText('$105');
    await pro.getByRole('button', { name: 'Buy' }).click();

    // The sandbox gateway's own page.
    await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\//);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/profile\/purchase-history$/);
    await expect(page.getByTestId('checkout-result')).toHaveAttribute('data-status', 'completed');
    const row = page.getByRole('row', { name: /pro/i });
    await expect(row.getByText('Successful')).toBeVisible();
    await expect(row).toContainText('105.00 USD');
    if (!isPhone(page)) await expect(page.getByTestId('user-badge')).toHaveText(/^pro$/i);
    await page.goto('/plans?group=crypto&days=90');
    await expect(page.getByTestId('plan-crypto-pro-90')).toContainText('Your plan');
  });

  test('the upgrade modal of a locked tab leads to the plans inside the app', async ({
    page,
    context,
    request,
  }) => {
    await signInAs(context, await freshAccount(request, 'locked'));
    await page.goto('/profile/user');
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    await page
      .getByRole('navigation', { name: 'Profile menu' })
      .getByRole('button', { name: 'Upload video' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Upgrade to unlock this section' });
    await expect(modal.getByTestId('minimum-plan')).toHaveText('ICT');
    await modal.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/plans\?group=crypto&tier=ict$/);
    await expect(page.getByTestId('plan-crypto-ict-30')).toBeVisible();
  });
});
