import { expect, storeLanguage, test } from './fixtures';
import { liveMatchOf, watchErrors } from './page-helpers';

test.describe('pattern matches on the chart', () => {
  test('a harmonic pattern found by the scanner opens on its chart, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url } = await liveMatchOf(page, /^harmonic\.(?!abcd)/);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(match.strategyName);
    expect(errors).toEqual([]);
  });

  test('a Fibonacci match opens on its chart in Persian, named in Persian', async ({
    page,
    signedInPaid: _,
  }) => {
    await storeLanguage(page, 'fa');
    const errors = watchErrors(page);
    const { url, entry } = await liveMatchOf(page, /^fibonacci\./);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(entry.fa_name);
    expect(errors).toEqual([]);
  });

  test('an ICT fair value gap return opens on its chart, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url } = await liveMatchOf(page, /^ict\.fvg-return-/);
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('match-legend')).toContainText(match.strategyName);
    expect(errors).toEqual([]);
  });
});
