import { expect, storeLanguage, test } from './fixtures';
import { packRows, tokenOf } from './settings-helpers';

// The settings screens are one set of screens for the five markets; these journeys take them in Persian, in markets
// other than crypto, where the assets are pairs and tickers rather than coins.
test.describe('settings in Persian, beyond crypto', () => {
  test.beforeEach(async ({ page }) => storeLanguage(page, 'fa'));

  test('a currencies asset pack of EUR/USD made in Persian is the one periscope filters by', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `یورو ${info.project.name} ${Date.now() % 100_000}`;
    await page.goto('/market/currencies/settings/assets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'پک جدید' }).click();
    await page.getByLabel('نام پک').fill(name);
    await page.getByRole('button', { name: 'بعدی', exact: true }).click();

    await page.getByRole('button', { name: 'انتخاب دارایی‌ها' }).click();
    const picker = page.getByRole('dialog', { name: 'انتخاب دارایی‌ها' });
    await picker.getByRole('searchbox', { name: 'جستجو با نماد یا نام' }).fill('euro');
    const euro = picker.getByRole('button', { name: /^EUR / }).first();
    await euro.click();
    await expect(euro).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: 'تأیید' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();

    await expect(page).toHaveURL(/\/market\/currencies\/settings\/assets$/);
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();

    const filtered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/currencies/matches') &&
        (response.request().postDataJSON()?.assetPacks ?? []).includes(name),
    );
    await page.goto(`/market/currencies/periscope?pack=${encodeURIComponent(name)}`);
    const answer = (await (await filtered).json()).data as { items: { base: string }[] };
    // The replay has matches on EUR/USD for a paid plan; an empty answer would prove nothing.
    expect(answer.items.length).toBeGreaterThan(0);
    for (const item of answer.items) expect(item.base).toBe('eur');
  });

  test('a stocks alert made in six steps in Persian is stored with what was chosen', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `هشدار سهام ${info.project.name} ${Date.now() % 100_000}`;
    const next = () => page.getByRole('button', { name: 'بعدی', exact: true }).click();
    await page.goto('/market/stock/settings/alerts');
    await page.getByRole('link', { name: 'هشدار جدید' }).click();
    await page.getByLabel('نام پک').fill(name);
    await next();
    // The market's exchange comes chosen.
    await expect(page.getByRole('button', { pressed: true }).first()).toBeVisible();
    await next();
    await next();
    await expect(page.getByText('لطفاً دست‌کم یک دارایی انتخاب کنید.')).toBeVisible();
    await page
      .getByRole('button', { name: /^AAPL / })
      .first()
      .click();
    await next();
    await next();
    await page.getByRole('button', { name: 'استراتژی 1', exact: true }).click();
    await page.getByRole('option', { name: 'خروج RSI از اشباع فروش', exact: true }).click();
    await next();
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();

    await expect(page).toHaveURL(/\/market\/stock\/settings\/alerts$/);
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const { settings } = (await (await page.request.get('/api/v1/user', { headers })).json()).data;
    expect(settings.stock.Alerts[name]).toMatchObject({
      bases: ['aapl'],
      sendTypes: ['email'],
      items: [{ relation: 'and' }],
    });
  });
});
