import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';
import { watchErrors } from './page-helpers';

/** Console errors and uncaught exceptions of a page, to assert there are none. */

/** The API as the signed-in browser calls it: the session cookie buys a bearer token. */
const apiOf = async (page: Page) => {
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await page.request.get(`/api/v1/${path}`, { headers })).json()).data,
    post: async (path: string, data: unknown) => {
      const response = await page.request.post(`/api/v1/${path}`, { headers, data });
      expect(response.status()).toBe(200);
      return (await response.json()).data;
    },
  };
};

const chartDrawn = async (scope: ReturnType<Page['getByRole']>, height: number) => {
  const chart = scope.getByTestId('match-chart');
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  expect(Math.round((await chart.boundingBox())?.height ?? 0)).toBe(height);
};

test.describe('the matches per asset (grid view and phone list)', () => {
  test('desktop: switches to the grid, sorts by a strategy and opens a cell with its chart and table', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'the grid view is for desktop and tablet');
    const errors = watchErrors(page, { consoleErrors: true });
    await page.goto('/market/crypto/periscope');
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    await expect(page).toHaveURL(/view=grid/);
    const grid = page.getByRole('table', { name: 'Matches by asset' });
    await expect(grid).toBeVisible();
    const cells = grid.locator('td[data-strategy] button');
    await expect(cells.first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^\d+ assets?$/)).toBeVisible();
    // The classic pack is a system pack: nothing to edit or remove.
    await expect(grid.getByRole('link', { name: /Edit the pack/ })).toHaveCount(0);

    const firstHeader = grid.locator('th[data-strategy]').first();
    await firstHeader.getByRole('button', { name: /^Sort by / }).click();
    await expect(firstHeader).toHaveAttribute('aria-sort', 'descending');
    const strategy = await firstHeader.getAttribute('data-strategy');
    await expect(grid.locator(`tbody tr:first-child td[data-strategy="${strategy}"] button`)).toBeVisible();

    const pair = (await grid.locator('tbody tr:first-child th button').getAttribute('aria-label'))?.match(
      /Open the (\S+) matches/,
    )?.[1];
    // Rows reorder as prices tick: the cell is found in its asset's row, never by position.
    const row = grid
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: `Open the ${pair} matches`, exact: true }) });
    const cell = row.locator(`td[data-strategy="${strategy}"] button`);
    await cell.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`${pair} matches`) });
    // The dialog library loads on the first modal opened (ui/modal.tsx); right after the server starts its first
    // full scan keeps the machine busy and that chunk has taken over 5 s to arrive.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await chartDrawn(dialog, 550);
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Passed candle' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Pivot type' })).toBeVisible();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await expect(
      dialog.getByRole('group', { name: 'Strategy' }).getByRole('button', { pressed: true }),
    ).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("desktop: removes a strategy from the user's own pack after confirmation", async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'the grid view is for desktop and tablet');
    const api = await apiOf(page);
    const original = (await api.get('user')).settings;
    // Two strategies that have matches now, so the grid has rows to show.
    const assets = await api.post('crypto/matches', {
      strategyPack: 'classic',
      groupBy: 'asset',
      pageSize: 25,
    });
    const counts = new Map<number, number>();
    for (const asset of assets.items as { strategies: { strategyId: number }[] }[])
      for (const { strategyId } of asset.strategies)
        counts.set(strategyId, (counts.get(strategyId) ?? 0) + 1);
    const ids = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const [kept, removed] = ids as [number, number];
    const pack = {
      name: 'e2e-grid',
      title: 'E2E grid',
      enable: true,
      createDate: Math.floor(Date.now() / 1000),
      position: 0,
      isEditable: true,
      settingsName: 'UserSimpleStrategyPacks',
      lock: false,
      strategiesIds: [kept, removed],
    };
    await api.post('user/settings/edit', {
      ...original,
      crypto: {
        ...original.crypto,
        UserSimpleStrategyPacks: { ...original.crypto.UserSimpleStrategyPacks, 'e2e-grid': pack },
      },
    });
    try {
      await page.goto('/market/crypto/periscope?view=grid&strategyPack=e2e-grid');
      const grid = page.getByRole('table', { name: 'Matches by asset' });
      await expect(grid.locator('th[data-strategy]')).toHaveCount(2, { timeout: 20_000 });
      await expect(grid.locator('th[data-strategy]').nth(0)).toHaveAttribute('data-strategy', String(kept));
      await expect(grid.getByRole('link', { name: 'Edit the pack “e2e-grid”' }).first()).toHaveAttribute(
        'href',
        '/market/crypto/settings/periscope/e2e-grid',
      );
      await grid
        .locator(`th[data-strategy="${removed}"]`)
        .getByRole('button', { name: /^Remove .* from the pack$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/will be removed from the pack “e2e-grid”/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/was removed from “e2e-grid”/)).toBeVisible();
      await expect(grid.locator('th[data-strategy]')).toHaveCount(1);
      const saved = (await api.get('user')).settings.crypto.UserSimpleStrategyPacks['e2e-grid'];
      expect(saved.strategiesIds).toEqual([kept]);
    } finally {
      await api.post('user/settings/edit', original);
    }
  });

  test('phone: taps an asset and sees its drawer with the chart and the matches by strategy', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(!isPhone(page), 'the list is the phone layout');
    const errors = watchErrors(page, { consoleErrors: true });
    await page.goto('/market/crypto/periscope');
    const list = page.getByRole('region', { name: 'Assets with matches' });
    const first = list.getByRole('button', { name: /^Open the \S+ matches$/ }).first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(first.getByRole('img', { name: /\d+ buy, \d+ sell, \d+ neutral/ })).toBeVisible();
    const pair = (await first.getAttribute('aria-label'))?.match(/Open the (\S+) matches/)?.[1];
    await first.click();
    const drawer = page.getByRole('dialog', { name: `${pair} matches` });
    await expect(drawer).toBeVisible();
    await chartDrawn(drawer, 300);
    await expect(drawer.getByRole('heading', { name: 'Matches by strategy' })).toBeVisible();
    const sections = drawer.locator('[data-state][aria-expanded]');
    await expect(sections.first()).toHaveAttribute('aria-expanded', 'true');
    const link = drawer.getByRole('link', {
      name: new RegExp(`^Open the .* chart of ${pair?.replace('/', '\\/')}`),
    });
    await expect(link.first()).toHaveAttribute('href', /\/market\/crypto\/chart\?source=.*&strategy=\d+/);
    if ((await sections.count()) > 1) {
      await sections.nth(1).click();
      await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(sections.first()).toHaveAttribute('aria-expanded', 'false');
    }
    expect(errors).toEqual([]);
  });

  test('Persian: the grid reads right to left and its modal speaks Persian', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(isPhone(page), 'the grid view is for desktop and tablet');
    await storeLanguage(page, 'fa');
    await page.goto('/market/crypto/periscope?view=grid');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const grid = page.getByRole('table', { name: 'سیگنال‌ها به تفکیک دارایی' });
    const cell = grid.locator('td[data-strategy] button').first();
    await expect(cell).toBeVisible({ timeout: 20_000 });
    // The sticky asset column sits at the reading start: the right edge.
    const table = await grid.boundingBox();
    const asset = await grid.locator('tbody th').first().boundingBox();
    expect(Math.round((asset?.x ?? 0) + (asset?.width ?? 0))).toBeGreaterThan(
      Math.round((table?.x ?? 0) + (table?.width ?? 0)) - 4,
    );
    await cell.click();
    const dialog = page.getByRole('dialog', { name: /سیگنال‌های/ });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('columnheader', { name: 'کندل سپری‌شده' })).toBeVisible();
    await chartDrawn(dialog, 550);
  });
});
