import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';

/** The matches: the table on desktop, the card list on phones. */
const matches = (page: Page) =>
  isPhone(page) ? page.getByRole('list', { name: 'Latest matches' }) : page.getByRole('table');

const gaugeSide = (page: Page, side: 'Buy' | 'Sell') =>
  page.getByRole('button', { name: new RegExp(`^${side} matches: [\\d,]+$`) });

const countOf = async (page: Page, side: 'Buy' | 'Sell') =>
  Number(((await gaugeSide(page, side).getAttribute('aria-label')) ?? '').replace(/\D/g, ''));

/** The gauge's status line once the counts are in (a skeleton before). */
const gaugeStatus = (page: Page) => page.locator('[data-marker-percent]');
const SEGMENTS = /^(Strong sell|Sell|Neutral|Buy|Strong buy)$/;

test.describe('the radar page', () => {
  test('a paid user filters the buy side from the gauge and opens a match on its chart', async ({
    page,
    signedInPaid: _,
  }) => {
    await page.goto('/market/crypto/radar');
    await expect(page.getByRole('heading', { name: 'Radar', level: 1 })).toBeVisible();
    await expect(page.getByTestId('radar-gauge')).toBeVisible();
    await expect(gaugeStatus(page)).toHaveText(SEGMENTS, { timeout: 20_000 });
    // The replay has scanned its history by the time the page opens: both sides have matches.
    await expect.poll(() => countOf(page, 'Buy'), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await countOf(page, 'Sell')).toBeGreaterThan(0);
    await expect(
      page.getByRole('region', { name: 'Strategies' }).getByText('Classic indicators'),
    ).toBeVisible();
    await expect(page.getByTestId('radar-updated')).toContainText(/Updated \d\d:\d\d:\d\d/);

    await gaugeSide(page, 'Buy').click();
    await expect(page).toHaveURL(/position=buy/);
    await expect(gaugeSide(page, 'Buy')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show both sides' })).toBeVisible();
    // Every row shown is a buy (strong buys count on the buy side).
    const sides = () =>
      matches(page)
        .locator('[data-side]')
        .evaluateAll((badges) => [...new Set(badges.map((badge) => badge.getAttribute('data-side')))]);
    await expect
      .poll(async () => (await sides()).every((side) => side === 'buy' || side === 'strong buy'))
      .toBe(true);
    expect((await sides()).length).toBeGreaterThan(0);

    await matches(page)
      .getByRole('button', { name: /^Open the .+ chart$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('match-chart')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open full chart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The same side chosen again shows both sides.
    await gaugeSide(page, 'Buy').click();
    await expect(page).not.toHaveURL(/position=/);
  });

  test('a free user meets a locked strategy with its plan, and the upgrade modal', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/radar');
    const locked = page.getByRole('region', { name: 'Strategies' }).locator('[data-locked]').first();
    await expect(locked).toBeVisible({ timeout: 20_000 });
    await expect(locked).toContainText(/ICT|Pro/);
    await locked.click();
    const modal = page.getByRole('dialog', { name: 'Upgrade to unlock this section' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You must upgrade your account to use this section')).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('reads right to left in Persian, the gauge keeping sell on the left', async ({
    page,
    signedIn: _,
  }) => {
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/radar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'رادار', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'استراتژی‌ها' })).toBeVisible();
    // boundingBox does not wait: the counts are in once the gauge names its zone.
    await expect(page.locator('[data-marker-percent]')).toHaveText(/^(فروش قوی|فروش|خنثی|خرید|خرید قوی)$/, {
      timeout: 20_000,
    });
    const sell = await page.locator('button[data-side="sell"]').boundingBox();
    const buy = await page.locator('button[data-side="buy"]').boundingBox();
    expect(sell!.x).toBeLessThan(buy!.x);
  });

  test('the radar of another market opens on its own source', async ({ page, signedInPaid: _ }) => {
    await page.goto('/market/currencies/radar');
    await expect(page.locator('[data-route="market.currencies.radar"]')).toBeVisible();
    await expect(gaugeStatus(page)).toHaveText(SEGMENTS, { timeout: 20_000 });
    await expect(page.getByTestId('radar-updated')).toContainText(/Updated/);
    if (!isPhone(page)) await expect(page.getByRole('button', { name: 'Source' })).toContainText('OANDA');
  });
});
