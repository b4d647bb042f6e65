import { expect, storeLanguage, test } from './fixtures';
import { liveMatchOf, watchErrors } from './page-helpers';

test.describe('QM and RTM matches on the chart', () => {
  test('a Quasimodo found by the scanner opens on its chart with its four swings, named in the legend', async ({
    page,
    signedInPaid: _,
  }) => {
    const errors = watchErrors(page);
    const { match, url, entry } = await liveMatchOf(page, /^qm\./);
    expect(Object.keys(match.chartData)).toEqual(expect.arrayContaining(['H', 'L', 'HH', 'LL', 'zoneTop']));
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('match-legend')).toContainText(entry.name);
    expect(errors).toEqual([]);
  });

  test('an RTM zone opens on its chart in Persian, named in Persian', async ({ page, signedInPaid: _ }) => {
    await storeLanguage(page, 'fa');
    const errors = watchErrors(page);
    const { match, url, entry } = await liveMatchOf(page, /^rtm\./);
    expect(Object.keys(match.chartData)).toEqual(
      expect.arrayContaining(['legIn', 'base', 'legOut', 'zoneTop']),
    );
    await page.goto(url);
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('match-legend')).toContainText(entry.fa_name);
    expect(errors).toEqual([]);
  });
});
