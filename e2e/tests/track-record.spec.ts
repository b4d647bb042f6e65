import type { Page } from '@playwright/test';
import { expect, isPhone, storeLanguage, test } from './fixtures';
import { watchErrors } from './page-helpers';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr[data-match]');
const HONEST = 'A record of past signals on this data, not a promise of profit.';

type Stats = {
  state: 'ready' | 'computing' | 'idle';
  records: {
    strategyId: number;
    timeframe: number;
    source: string | null;
    base: string | null;
    record: { sample: number };
  }[];
};

/** GET /api/v1/{path} with the page's session, as the web asks. */
const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
  const response = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as T;
};

/** The record as the server measured it (or is measuring it) for one strategy, asked as the page asks. */
const statsOf = (page: Page, strategyId: number, scope = '') =>
  apiGet<Stats>(page, `crypto/strategies/stats?strategy=${strategyId}${scope}`);

/** Picks an option of one of the page's selects. */
const pick = async (page: Page, field: string, option: string | RegExp) => {
  await page.getByRole('button', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
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

  test('a strategy’s page narrows to a source and one of its assets, kept in the address', async ({
    page,
    signedInPaid: _,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.goto('/market/crypto/assets');
    // Bitcoin on Binance Spot: the strategy with the most ended signals there has rows of its own for the asset. A
    // finished record gives the strongest checks; while it is measured (a loaded machine) the filters still work.
    const btc = () => apiGet<Stats>(page, 'crypto/strategies/stats?source=binance-spot&base=btc');
    await expect
      .poll(async () => (await btc()).state, { timeout: 90_000, intervals: [2_000] })
      .toBe('ready')
      .catch(() => undefined);
    const { state, records: assetRows } = await btc();
    expect(state).not.toBe('idle');
    const ready = state === 'ready';
    const catalog = (await (await page.request.get('/strategies.json')).json()) as { id: number }[];
    const strategyId =
      assetRows.length === 0
        ? catalog[0]!.id
        : assetRows.reduce((a, b) => (b.record.sample > a.record.sample ? b : a)).strategyId;
    const rowsOf = (records: Stats['records']) =>
      records.filter((row) => row.strategyId === strategyId).map((row) => row.timeframe);
    // Phones read each timeframe as a card, wider screens as a table row.
    const timeframes = () =>
      isPhone(page)
        ? page.getByRole('list', { name: 'Record beside the baseline, per timeframe' }).getByRole('listitem')
        : page.getByTestId('record-table').locator('tbody tr');
    const shown = async (records: Stats['records']) => {
      if (ready) await expect(timeframes()).toHaveCount(rowsOf(records).length);
      else
        await expect(page.getByText('The record is being measured; figures may still change.')).toBeVisible();
    };

    await page.goto(`/market/crypto/strategies/${strategyId}`);
    await expect(page.getByText("Pick a source to see one asset's record.")).toBeVisible();
    await pick(page, 'Source', 'Binance Spot');
    await expect(page).toHaveURL(/\?source=binance-spot$/);
    await shown((await statsOf(page, strategyId, '&source=binance-spot')).records);
    await pick(page, 'Asset', /^BTC · /);
    await expect(page).toHaveURL(/\?source=binance-spot&base=btc$/);
    await shown(assetRows);
    if (ready && rowsOf(assetRows).length > 0)
      await expect(
        page
          .getByRole('region', { name: 'Forward returns' })
          .getByText('The distribution is drawn for all sources together'),
      ).toBeVisible();
    // The address alone opens the same view (a shared link, a reload).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Asset', exact: true })).toContainText('BTC');
    await shown(assetRows);

    // An asset of the source with no row of its own for this strategy: the page says why.
    const listed = ready ? await apiGet<{ base: string }[]>(page, 'crypto?source=binance-spot') : [];
    let few: string | undefined;
    for (const { base } of listed) {
      const scoped = await statsOf(page, strategyId, `&source=binance-spot&base=${base}`);
      if (rowsOf(scoped.records).length === 0) {
        few = base;
        break;
      }
    }
    if (few !== undefined) {
      await page.goto(`/market/crypto/strategies/${strategyId}?source=binance-spot&base=${few}`);
      await expect(
        page.getByText(
          `Too few signals of this strategy on ${few.toUpperCase()} (Binance Spot) for a record of its own`,
        ),
      ).toBeVisible();
      await page.getByRole('link', { name: "See Binance Spot's record" }).click();
      await expect(page).toHaveURL(/\?source=binance-spot$/);
    }
    await pick(page, 'Source', 'All sources');
    await expect(page).toHaveURL(new RegExp(`/strategies/${strategyId}$`));
    expect(errors).toEqual([]);
  });

  test('phone: an asset’s drawer shows each match’s record line and leads to the strategy’s page', async ({
    page,
    signedInPaid: _,
  }) => {
    test.skip(!isPhone(page), 'the drawer is the phone layout; desktop has the hover card (above)');
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto('/market/crypto/periscope');
    const first = page
      .getByRole('region', { name: 'Assets with matches' })
      .getByRole('button', { name: /^Open the \S+ matches$/ })
      .first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await first.click();
    const drawer = page.getByRole('dialog', { name: /matches$/ });
    await expect(drawer).toBeVisible();
    // Right after start the backtest may still run: the line then says so quietly.
    await expect(drawer.getByTestId('track-record').or(drawer.getByText('measuring…')).first()).toBeVisible({
      timeout: 15_000,
    });
    const line = drawer.getByTestId('track-record').first();
    if (await line.isVisible())
      await expect(line).toHaveText(/^(\d+ % of [\d,]+ vs (\d+ %|—)|too few signals \([\d,]+\))/);
    const link = drawer.getByRole('link', { name: /^Track record of / }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/market\/crypto\/strategies\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByText(HONEST)).toBeVisible();
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
