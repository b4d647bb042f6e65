import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';
import { watchErrors } from './page-helpers';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr[data-match]');
const HONEST = 'A record of past signals on this data, not a promise of profit.';

/** The record as the server measured it (or is measuring it) for one strategy, asked as the page asks. */
const statsOf = async (page: Page, strategyId: number) => {
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.get(`/api/v1/crypto/strategies/stats?strategy=${strategyId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    state: 'ready' | 'computing' | 'idle';
    records: { timeframe: number; source: string | null; base: string | null; record: { sample: number } }[];
  };
};

test.describe('the track record', () => {
  test('a match’s hover card shows its strategy’s record and leads to the strategy’s page', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'hover cards are a pointer’s; phones open the page by its address (below)');
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto('/market/crypto/periscope');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await rows(page).first().hover();
    const card = page.getByTestId('match-overlay');
    const link = card.getByRole('link', { name: /Track record/ });
    // Right after start the backtest may still run: the card then says so quietly, and gives the record after.
    await expect(link).toBeVisible({ timeout: 15_000 });
    const line = card.getByTestId('track-record');
    if (await line.isVisible())
      await expect(line).toHaveText(
        /^\d+[mhdwM]+ Crypto: (\d+ % of [\d,]+ vs (\d+ %|—) baseline|too few signals \([\d,]+\))/,
      );
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/market\/crypto\/strategies\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByText(HONEST)).toBeVisible();
    await expect(
      page
        .getByTestId('record-table')
        .or(page.getByText(/being measured|No signal of this strategy/))
        .first(),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(errors).toEqual([]);
  });

  test('a strategy’s page shows its record per timeframe beside the baseline and the forward returns', async ({
    page,
    signedInPaid: _,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto('/market/crypto/assets');
    const catalog = (await (await page.request.get('/strategies.json')).json()) as {
      id: number;
      name: string;
    }[];
    // The catalog's first strategy, once the backtest has measured the market.
    const first = catalog[0]!;
    // A finished record gives the strongest checks; one still being measured is shown as such.
    await expect
      .poll(async () => (await statsOf(page, first.id)).state, { timeout: 60_000, intervals: [2_000] })
      .toBe('ready')
      .catch(() => undefined);
    const stats = await statsOf(page, first.id);
    expect(stats.state).not.toBe('idle');
    await page.goto(`/market/crypto/strategies/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(page.getByText(HONEST)).toBeVisible();
    if (stats.state === 'computing')
      await expect(page.getByText('The record is being measured; figures may still change.')).toBeVisible();
    const market = stats.records.filter((record) => record.source === null && record.base === null);
    if (stats.state === 'ready' && market.length === 0)
      await expect(page.getByText('No signal of this strategy has ended yet.')).toBeVisible();
    if (stats.state === 'ready' && market.length > 0) {
      if (isPhone(page)) {
        // Phones read each timeframe as a card.
        const cards = page.getByRole('list', { name: 'Record beside the baseline, per timeframe' });
        await expect(cards.getByRole('listitem')).toHaveCount(market.length);
      } else {
        const table = page.getByTestId('record-table');
        await expect(table.locator('tbody tr')).toHaveCount(market.length);
        await expect(table.getByRole('columnheader', { name: 'Baseline' })).toBeVisible();
      }
      const forward = page.getByRole('region', { name: 'Forward returns' });
      await expect(forward.getByText('Mean').first()).toBeVisible();
      await forward.getByText('20 candles', { exact: true }).click();
      await expect(
        forward
          .getByTestId('returns-chart')
          .or(forward.getByText('No distribution to draw for this horizon.')),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('reads in Persian with Persian digits', async ({ page, signedInPaid: _ }) => {
    await storeLanguage(page, 'fa');
    const catalog = (await (await page.request.get('/strategies.json')).json()) as {
      id: number;
      fa_name: string;
    }[];
    await page.goto(`/market/crypto/strategies/${catalog[0]!.id}`);
    await expect(page.getByRole('heading', { name: catalog[0]!.fa_name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('کارنامهٔ سیگنال‌های گذشته روی همین داده‌ها، نه وعدهٔ سود.')).toBeVisible();
  });
});
