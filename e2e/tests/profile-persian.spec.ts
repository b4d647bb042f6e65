import { expect, isPhone, storeLanguage, test } from './fixtures';
import { openProfile } from './profile-helpers';

test.describe('profile in Persian', () => {
  test('gives a national code with Persian digits, refused first for its checksum', async ({
    page,
    signedIn: _,
  }) => {
    await storeLanguage(page, 'fa');
    await openProfile(page, '/profile/user', 'حساب کاربری');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ویرایش کد ملی' }).click();
    const field = page.getByLabel('کد ملی', { exact: true });
    await field.fill('۰۰۷۶۲۲۹۶۴۶');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await field.fill('۰۰۷۶۲۲۹۶۴۵');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByTestId('row-nationalCode-value')).toHaveText('0076229645');
    if (isPhone(page)) {
      await page.getByTestId('profile-menu-toggle').click();
      await expect(
        page.getByRole('navigation', { name: 'منوی پروفایل' }).getByRole('link', { name: 'هدیه‌ها' }),
      ).toBeVisible();
    }
  });
});
