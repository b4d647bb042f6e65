import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';

const navbar = (page: Page) => page.getByTestId('markets-navbar');

/** The shown list's cards: their widths, and their pairs in order. */
const cards = (page: Page, name: string) => navbar(page).getByRole('list', { name }).getByRole('link');

test.describe('the matches navbar', () => {
  test('shows a free user a blurred teaser of three assets that opens the upgrade modal', async ({
    page,
    signedIn: _,
  }) => {
    test.skip(isPhone(page), 'the navbar is hidden on phones');
    await page.goto('/market/crypto/assets');
    const teaser = navbar(page).getByTestId('matches-navbar-teaser');
    await expect(teaser).toBeVisible();
    await expect(teaser.locator('[data-teaser-asset]')).toHaveCount(3);
    await expect(teaser).toContainText('BTC/USDT');
    await expect(navbar(page).getByRole('list')).toHaveCount(0);
    await teaser.click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to unlock this section' });
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByTestId('minimum-plan')).not.toBeEmpty();
  });

  test('lists a paid user the latest buy matches, 250 px each, pages through them and turns to sell', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'the navbar is hidden on phones');
    await page.goto('/market/crypto/periscope');
    const buy = cards(page, 'Latest buy matches');
    // A 1440 px window leaves a 1400 px navbar: floor((1400 - 155) / 275) = 4 matches a page.
    await expect(buy).toHaveCount(4, { timeout: 20_000 });
    for (const box of await buy.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().width),
    ))
      expect(box).toBe(250);
    await expect(buy.first()).toHaveAttribute(
      'href',
      /\/market\/crypto\/chart\?source=binance-spot&base=\w+/,
    );

    const firstPage = await buy.allTextContents();
    await expect(navbar(page).getByRole('button', { name: 'Previous matches' })).toBeDisabled();
    await navbar(page).getByRole('button', { name: 'Next matches' }).click();
    await expect.poll(() => buy.allTextContents()).not.toEqual(firstPage);
    await navbar(page).getByRole('button', { name: 'Previous matches' }).click();
    await expect(buy).toHaveCount(4);

    await navbar(page).locator('label', { hasText: 'Sell' }).click();
    const sell = cards(page, 'Latest sell matches');
    await expect(sell).toHaveCount(4);
    await expect(navbar(page).getByRole('radio', { name: 'Sell' })).toBeChecked();

    await sell.first().click();
    await expect(page).toHaveURL(/\/market\/crypto\/chart\?/);
  });

  test('reads right to left in Persian', async ({ page, signedInPaid: _ }) => {
    test.skip(isPhone(page), 'the navbar is hidden on phones');
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/assets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const buy = cards(page, 'آخرین سیگنال‌های خرید');
    await expect(buy).toHaveCount(4, { timeout: 20_000 });
    // Right to left, the first match sits at the right, next to the tabs.
    const [first, second] = await buy.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().x),
    );
    expect(first).toBeGreaterThan(second ?? 0);
  });

  test('fits 3 whole matches beside the tabs and arrows of a 1024 px window, in Persian too', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'the navbar is hidden on phones');
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/market/crypto/assets');
    for (const language of ['en', 'fa'] as const) {
      await page.evaluate(
        (value) => localStorage.setItem('ata:language', JSON.stringify({ v: value })),
        language,
      );
      await page.reload();
      const list = navbar(page).getByRole('list');
      await expect(list.getByRole('link')).toHaveCount(3, { timeout: 20_000 });
      const row = await navbar(page).getByTestId('matches-navbar').boundingBox();
      const arrows = await navbar(page)
        .getByRole('button', { name: /Next matches|سیگنال‌های بعدی/ })
        .boundingBox();
      for (const box of await list
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(row!.x);
        expect(box.right).toBeLessThanOrEqual(row!.x + row!.width);
        // The arrows sit at the end of the row: after the cards, or before them right to left.
        if (language === 'en') expect(box.right).toBeLessThanOrEqual(arrows!.x);
        else expect(box.left).toBeGreaterThanOrEqual(arrows!.x + arrows!.width);
      }
    }
  });

  test('is hidden on phones and left out of the risk calculator', async ({ page, signedInPaid: _ }) => {
    await page.goto('/market/crypto/assets');
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await expect(navbar(page)).toBeAttached();
    if (isPhone(page)) {
      await expect(navbar(page)).toBeHidden();
      // On phones its code is not even fetched.
      await expect(navbar(page).getByTestId('matches-navbar')).toHaveCount(0);
    } else {
      await expect(navbar(page).getByTestId('matches-navbar')).toBeVisible();
    }
    await page.goto('/market/crypto/risk-quant');
    await expect(page).toHaveURL(/\/market\/crypto\/risk-quant$/);
    await expect(navbar(page)).toHaveCount(0);
  });
});
