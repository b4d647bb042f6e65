import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr[data-match]');
const emptyState = (page: Page) => page.getByText('no results found');

const settled = async (page: Page) => {
  await expect(rows(page).first().or(emptyState(page))).toBeVisible({ timeout: 20_000 });
  // The rows of the previous request stay, dimmed and busy, until the new page is in.
  await expect(page.getByRole('table').or(emptyState(page))).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 20_000,
  });
  await expect(page.getByText('The matches could not be loaded')).toHaveCount(0);
};

test.describe('matches by lifecycle state', () => {
  test('a paid user lists only triggered matches, sees each one’s state, and clears the filter with its chip', async ({
    page,
    signedInPaid: _,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/market/crypto/periscope');
    await expect(page.getByRole('heading', { name: 'Periscope' })).toBeVisible({ timeout: 20_000 });
    if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
    else await settled(page);
    await page.getByRole('button', { name: 'State', exact: true }).click();
    await page.getByRole('option', { name: 'Triggered', exact: true }).click();
    await page.keyboard.press('Escape');
    if (isPhone(page)) await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/state=triggered/);
    const chip = page.getByRole('button', { name: /^Remove State/ });
    await expect(chip).toBeVisible();
    if (!isPhone(page)) {
      await settled(page);
      await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible();
      const listed = await rows(page).all();
      for (const row of listed)
        await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'triggered');
      if (listed.length > 0) {
        // The hover card names the state too.
        await listed[0]!.hover();
        const card = page.getByTestId('match-overlay');
        await expect(card.getByText('State')).toBeVisible();
        await expect(card.locator('[data-state="triggered"]')).toBeVisible();
        // The card, opened on the first row, covers the filter chips above the table until the pointer leaves.
        await page.mouse.move(0, 0);
        await expect(card).toBeHidden();
      }
    }
    await chip.click();
    await expect(page).not.toHaveURL(/state=/);
  });

  test('an address naming a state that is not one lists every state', async ({ page, signedInPaid: _ }) => {
    await page.goto('/market/crypto/periscope?source=binance-spot&state=pending');
    await expect(page.getByRole('heading', { name: 'Periscope' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Remove State/ })).toHaveCount(0);
    if (!isPhone(page)) await settled(page);
  });
});
