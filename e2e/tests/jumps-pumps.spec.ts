import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';

/** The jumps list: the table on desktop, the card list on phones. */
const jumpsList = (page: Page) =>
  isPhone(page) ? page.getByRole('list', { name: 'Jumps' }) : page.getByRole('table');

const pumpsList = (page: Page) =>
  isPhone(page) ? page.getByRole('list', { name: 'Pumps' }) : page.getByRole('table');

test.describe('the jumps page', () => {
  test('asks a free user to upgrade, and the button opens the upgrade modal', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/jumps');
    await expect(page.getByRole('heading', { name: 'Jumps', level: 1 })).toBeVisible();
    const prompt = page.getByRole('region', { name: 'Jumps are part of the ICT, Pro and Hero plans' });
    await expect(prompt.getByText('You must upgrade your account to use this section')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Jump notifications/ })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Upgrade' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade to unlock this section' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('lists jumps for a paid user, opens one to its sub-jumps and its details with the chart', async ({
    page,
    signedInPaid: _,
  }) => {
    const request = page.waitForRequest(
      (each) => each.url().endsWith('/api/v1/crypto/matches/jumps') && each.postDataJSON()?.page === 1,
    );
    await page.goto('/market/crypto/jumps');
    // 25 jumps a page on phones, 10 on desktop (spec §9).
    expect((await request).postDataJSON()).toMatchObject({
      source: 'binance-spot',
      pageSize: isPhone(page) ? 25 : 10,
    });
    const empty = page.getByText('No jumps on Binance Spot yet');
    await expect(
      jumpsList(page)
        .getByRole('button', { name: /^Show the jumps of / })
        .first()
        .or(empty),
    ).toBeVisible();
    // The replay makes jumps on 3-minute candles; at a quiet moment there may be none yet.
    if (await empty.isVisible()) return;

    const expand = jumpsList(page)
      .getByRole('button', { name: /^Show the jumps of / })
      .first();
    const label = (await expand.getAttribute('aria-label')) ?? '';
    const pair = label.replace('Show the jumps of ', '');
    await expand.click();
    const collapse = page.getByRole('button', { name: `Hide the jumps of ${pair}` }).first();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const steps = jumpsList(page)
      .getByRole('region', { name: 'Jumps in this event' })
      .getByTestId('sub-jump');
    await expect(steps.first()).toContainText('First jump');
    await collapse.click();
    await expect(steps).toHaveCount(0);

    await jumpsList(page)
      .getByRole('button', { name: `Details of the ${pair} jump` })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: `${pair} jump` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('match-chart').locator('canvas').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(drawer.getByRole('region', { name: 'Strategy' })).toContainText('Price jump');
    await expect(drawer.getByRole('link', { name: 'Open full chart' })).toHaveAttribute('href', /jump=true/);
  });

  test('switches jump notifications on, which saves the setting and fetches jumps, and off again', async ({
    page,
    signedInPaid: _,
  }) => {
    await page.goto('/market/crypto/jumps');
    const toggle = page.getByRole('switch', { name: /Jump notifications/ });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForRequest((each) => each.url().endsWith('/user/settings/edit'));
    const polled = page.waitForRequest(
      (each) => each.url().endsWith('/crypto/matches/jumps') && each.postDataJSON()?.page === undefined,
    );
    await toggle.click();
    expect((await saved).postDataJSON()).toMatchObject({ isEnableJumpsNotification: true });
    await polled;
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

test.describe('the pumps page', () => {
  test('lists pumping pairs and filters them by window, in the address', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/pumps');
    await expect(page.getByRole('heading', { name: 'Pumps', level: 1 })).toBeVisible();
    const empty = page.getByText('No pumps right now');
    await expect(pumpsList(page).locator('[data-window]').first().or(empty)).toBeVisible();

    // Every window is chosen at first: keep only the day.
    await page.getByRole('button', { name: 'Window', exact: true }).click();
    await page.getByRole('option', { name: '12h' }).click();
    await page.getByRole('option', { name: '1w' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/timeframe=1440(&|$)/);
    // The list answered for every window stays on screen until the day's answer replaces it: wait for that.
    await expect(pumpsList(page).locator('[data-window]:not([data-window="1440"])')).toHaveCount(0);
    await expect(pumpsList(page).locator('[data-window]').first().or(empty)).toBeVisible();

    // The base picker lists every base after "all", and says so.
    await page.getByRole('button', { name: 'Base' }).click();
    await expect(page.getByRole('option', { name: 'All bases' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search' }).fill('btc');
    await page.getByRole('option', { name: /^BTC · / }).click();
    await expect(page).toHaveURL(/base=btc/);
  });

  test('reads right to left in Persian', async ({ page, signedIn: _ }) => {
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/pumps');
    await expect(page.getByRole('heading', { name: 'پامپ‌ها', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'بازه', exact: true })).toBeVisible();
    const rows = isPhone(page) ? page.getByRole('list', { name: 'پامپ‌ها' }) : page.getByRole('table');
    await expect(rows.or(page.getByText('در حال حاضر پامپی وجود ندارد'))).toBeVisible();
  });
});
