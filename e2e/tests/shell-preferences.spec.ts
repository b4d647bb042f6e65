import { expect, isPhone, test } from './fixtures';

const openBurger = async (page: import('@playwright/test').Page, name = 'Menu') => {
  await page
    .getByRole('navigation')
    .filter({ has: page.getByRole('button', { name }) })
    .getByRole('button', { name })
    .click();
};

test.describe('theme and language', () => {
  test('keeps the chosen theme across a reload', async ({ page, signedIn: _ }) => {
    await page.goto('/market/crypto/assets');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    if (isPhone(page)) {
      await openBurger(page);
      // The segmented control's radios are visually hidden behind their labels, which take the tap.
      await page.getByRole('dialog', { name: 'Menu' }).getByText('Dark', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    } else {
      await page.getByRole('button', { name: 'Theme' }).click();
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    }
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(10, 14, 22)');
  });

  test('switches to Persian: right to left, the header translated, and it stays after a reload', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/assets');
    if (isPhone(page)) {
      await openBurger(page);
      await page.getByRole('dialog', { name: 'Menu' }).getByText('فارسی', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'فارسی' })).toBeChecked();
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'فارسی' }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    const translated = isPhone(page)
      ? page.getByRole('navigation', { name: 'ناوبری اصلی' }).getByRole('link', { name: 'دارایی‌ها' })
      : page.getByRole('button', { name: 'کریپتو' });
    await expect(translated).toBeVisible();
    await expect(page.getByRole('heading', { name: 'دارایی‌ها' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(translated).toBeVisible();
  });
});
