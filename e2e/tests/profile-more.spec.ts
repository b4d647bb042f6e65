import { HINT_CHANNEL_URL, LIVE_CHAT_SITE_ID } from '../playwright.config';
import { expect, isPhone, test } from './fixtures';
import { freshAccount, grantPlan, openProfile, openTab, signInAs } from './profile-helpers';

test.describe('profile: freeze, XMoon, installments, hint channel and live chat', () => {
  test('freezes the crypto plan, sees its days wait on the freeze tab, and unfreezes it', async ({
    page,
    signedInOwnPaid: _,
  }) => {
    await openProfile(page, '/profile/user', 'Account');
    await page.getByRole('button', { name: 'Freeze' }).click();
    await page
      .getByRole('dialog', { name: 'Freeze your crypto plan?' })
      .getByRole('button', { name: 'Freeze' })
      .click();
    await expect(page).toHaveURL(/\/profile\/freeze-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frozen account' })).toBeVisible();
    await expect(page.getByText('Frozen', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ days waiting/)).toBeVisible();
    await page.getByRole('button', { name: 'Unfreeze' }).click();
    await page
      .getByRole('dialog', { name: 'Unfreeze your crypto plan?' })
      .getByRole('button', { name: 'Unfreeze' })
      .click();
    await expect(page).toHaveURL(/\/profile\/user$/);
    // The freeze tab is shown only while frozen (spec §2).
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    const menu = page.getByRole('navigation', { name: 'Profile menu' });
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Frozen account' })).toHaveCount(0);
  });

  test('enables XMoon: the national code first, then the confirmation, then the page reloads', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    const account = await freshAccount(request, 'xmoon');
    await grantPlan(browser, baseURL!, account.userId, 'xmoon', 30);
    await signInAs(context, account);
    await openProfile(page, '/profile/user', 'Account');
    await page.getByTestId('row-xmoon').getByRole('button', { name: 'Enable XMoon' }).click();
    const codeStep = page.getByRole('dialog', { name: 'Your national code first' });
    await codeStep.getByLabel('National code').fill('0076229645');
    await codeStep.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: 'Enable XMoon?' })
      .getByRole('button', { name: 'Enable XMoon' })
      .click();
    await expect(page.getByText('XMoon is enabled')).toBeVisible();
    // Spec §8: the page reloads 2 s after success.
    await page.waitForEvent('load', { timeout: 10_000 });
    await expect(page.getByTestId('row-nationalCode-value')).toHaveText('0076229645', { timeout: 20_000 });
  });

  test('buys a plan in three parts, then pays the second from the installments tab', async ({
    page,
    context,
    request,
  }) => {
    await signInAs(context, await freshAccount(request, 'split'));
    await page.goto('/plans?group=crypto&days=180');
    const plan = page.getByTestId('plan-crypto-pro-180');
    await plan.getByRole('checkbox').check();
    await plan.getByRole('button', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/profile\/purchase-history$/);

    await openTab(page, 'Installments', isPhone(page));
    await expect(page.getByRole('heading', { level: 1, name: 'Installments' })).toBeVisible();
    const card = page.getByTestId('installment-card');
    await expect(card).toHaveCount(1);
    const parts = card.getByRole('listitem');
    await expect(parts.nth(0)).toContainText('Paid');
    await expect(parts.nth(1)).not.toContainText('Paid');
    await card.getByRole('link', { name: /Pay the next installment/ }).click();
    await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await openProfile(page, '/profile/installment', 'Installments');
    await expect(page.getByTestId('installment-card').getByRole('listitem').nth(1)).toContainText('Paid');
  });

  test('the hint channel is locked for a free user and opens the configured channel for a member', async ({
    page,
    context,
    request,
    signedInOwnPaid: _,
  }) => {
    await openProfile(page, '/profile/user', 'Account');
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    const channel = page
      .getByRole('navigation', { name: 'Profile menu' })
      .getByRole('link', { name: 'Hint channel' });
    await expect(channel).toHaveAttribute('href', HINT_CHANNEL_URL);
    await expect(channel).toHaveAttribute('target', '_blank');

    // A free user sees the tab locked, and the server keeps the address from him.
    await context.clearCookies();
    const free = await freshAccount(request, 'hintless');
    await signInAs(context, free);
    await openProfile(page, '/profile/user', 'Account');
    if (isPhone(page)) await page.getByTestId('profile-menu-toggle').click();
    await page
      .getByRole('navigation', { name: 'Profile menu' })
      .getByRole('button', { name: 'Hint channel' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Upgrade to unlock this section' })).toBeVisible();
    expect(await page.content()).not.toContain(HINT_CHANNEL_URL);
  });

  test('opens the live chat, which loads the provider’s script and is told who is chatting', async ({
    page,
    signedIn: account,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // A light page: the chat is in the header of every page.
    await page.goto('/help');
    const header = page.getByRole('banner').filter({ visible: true });
    await header.getByRole('button', { name: 'Chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Live chat (fake provider)' });
    await expect(chat).toBeVisible();
    await expect(chat.locator('[data-field="website"]')).toHaveText(`website ${LIVE_CHAT_SITE_ID}`);
    await expect(chat.locator('[data-field="nickname"]')).toHaveText(/^nickname \S/);
    await expect(chat.locator('[data-field="email"]')).toHaveText(`email ${account.email}`);
    // Its own server answered: the CSP let the provider's origin through for scripts and connections.
    await expect(chat.locator('[data-field="session"]')).toHaveText(`session open for ${LIVE_CHAT_SITE_ID}`);
    expect(refused).toEqual([]);
    await header.getByRole('button', { name: 'Chat' }).click();
    await expect(chat).toBeHidden();
  });
});
