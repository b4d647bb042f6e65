import { expect, test } from './fixtures';

test.describe('offline', () => {
  // The service worker serves /offline.html without a network: these journeys need it installed.
  test.use({ serviceWorkers: 'allow' });

  test('shows the offline screen with a ticking counter and hides it once the check call succeeds', async ({
    page,
    context,
    signedIn: _,
  }) => {
    await page.goto('/market/crypto/assets');
    await expect(page.locator('[data-route="market.crypto.assets"]')).toBeVisible();
    await context.setOffline(true);
    const screen = page.getByTestId('offline-screen');
    await expect(screen).toBeVisible();
    // The counter ticks once a second from 5; on a loaded machine the first look may come after a tick or two.
    await expect(screen).toContainText(/Checking the connection in [1-5] s/);
    const before = await screen.textContent();
    await expect(screen).not.toHaveText(before ?? '', { timeout: 3_000 });
    await context.setOffline(false);
    await expect(screen).toBeHidden({ timeout: 8_000 });
  });

  test('goes to /offline.html when the check call fails, and back to the app when the network returns', async ({
    page,
    context,
    signedIn: _,
  }) => {
    // The service worker takes control only once it has precached the whole app (~150 files): slow on a busy machine.
    test.slow();
    await page.goto('/market/crypto/assets');
    // The page must be under the service worker, which serves /offline.html without a network.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 45_000,
    });
    await context.setOffline(true);
    await expect(page).toHaveURL(/\/offline\.html$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/market\/crypto\/assets$/, { timeout: 10_000 });
  });
});
