import { expect, isPhone, storeLanguage, test } from './fixtures';

test.describe('help centre', () => {
  test('finds a help page by search in Persian, reached from the shell’s how-to-use link', async ({
    page,
    signedIn: _,
  }) => {
    // Two screens load on demand, each with its Persian words: slow on a busy machine.
    test.slow();
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/assets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // How to use: in the desktop header; on a phone, among the footer's links.
    const howToUse = isPhone(page)
      ? page.getByRole('navigation', { name: 'پیوندها' }).getByRole('link', { name: 'آموزش استفاده' })
      : page.getByRole('banner').getByRole('link', { name: /آموزش استفاده/ });
    await howToUse.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مرکز راهنما' })).toBeVisible({
      timeout: 20_000,
    });

    const search = page.getByRole('searchbox', { name: 'جستجو در مرکز راهنما' });
    await search.fill('پیوت');
    await expect(page.getByRole('link', { name: 'انواع پیوت' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'خواندن عقربه' })).toHaveCount(0);
    await page.getByRole('button', { name: 'پاک کردن جستجو' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('link', { name: 'خواندن عقربه' })).toBeVisible();

    await search.fill('پیوت');
    await page.getByRole('link', { name: 'انواع پیوت' }).click();
    await expect(page).toHaveURL(/\/help\/matches\/pivot-types$/);
    await expect(page.getByRole('heading', { level: 1, name: 'انواع پیوت' })).toBeVisible();
    await expect(page.getByTestId('help-html')).toContainText('پیوت');
    if (isPhone(page)) await page.getByRole('button', { name: 'فهرست مطالب' }).click();
    const tree = page.getByRole('navigation', { name: 'فهرست مطالب' });
    await expect(tree.getByRole('link', { name: 'انواع پیوت' })).toHaveAttribute('aria-current', 'page');
    // Nothing on the page is wider than a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('runs no script a help page carries, even one the server let through', async ({
    page,
    signedIn: _,
  }) => {
    await page.route('**/api/v1/help**', (route) =>
      route.fulfill({
        json: {
          status: 'success',
          data: [
            {
              id: 'tricky',
              position: 0,
              platform: 'all',
              label_en: 'Tricky page',
              label_fa: '',
              content_en:
                '<p>Safe words</p><img src="/nowhere.png" onerror="window.helpHacked = 1"><script>window.helpHacked = 2</script>',
              content_fa: '',
              image_light: null,
              image_dark: null,
              children: [],
            },
          ],
        },
      }),
    );
    await page.goto('/help/tricky');
    await expect(page.getByRole('heading', { level: 1, name: 'Tricky page' })).toBeVisible({
      timeout: 20_000,
    });
    const html = page.getByTestId('help-html');
    await expect(html).toContainText('Safe words');
    expect(await html.innerHTML()).not.toMatch(/onerror|<script/);
    expect(
      await page.evaluate(() => (window as unknown as { helpHacked?: number }).helpHacked),
    ).toBeUndefined();
  });

  test('says "Error is ocurred" when the help list cannot load', async ({ page, signedIn: _ }) => {
    await page.route('**/api/v1/help**', (route) =>
      route.fulfill({ status: 429, json: { status: 'error', message: 'request.too-many' } }),
    );
    await page.goto('/help');
    await expect(page.getByText('Error is ocurred')).toBeVisible({ timeout: 20_000 });
  });
});
