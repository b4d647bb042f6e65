import { expect, test } from './fixtures';

test.describe('alerts that arrive', () => {
  test('the alerts page opens its delivery log on a tab kept in the address', async ({
    page,
    signedInPaid: _,
  }) => {
    await page.goto('/market/crypto/alerts');
    await page.getByText('Delivery log', { exact: true }).click();
    await expect(page).toHaveURL(/tab=deliveries/);
    await expect(page.getByText('No alert has been sent yet')).toBeVisible();
    await page.getByText('Matches', { exact: true }).click();
    await expect(page).not.toHaveURL(/tab=deliveries/);
  });

  test('the alert editor refuses a webhook that is not https, on the send-type step', async ({
    page,
    signedInPaid: _,
  }) => {
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.goto('/market/crypto/settings/alerts');
    await page.getByRole('link', { name: 'New alert' }).click();
    await page.getByLabel('Pack name').fill(`Hooked ${Date.now() % 100_000}`);
    await next();
    await next();
    await page.getByRole('button', { name: 'BTC Bitcoin' }).click();
    await next();
    await next();
    await page.getByRole('button', { name: 'Strategy 1', exact: true }).click();
    await page.getByRole('option', { name: 'RSI oversold exit', exact: true }).click();
    await next();
    await page.getByLabel('Webhook (optional)').fill('http://hooks.example.com/tradescope');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The webhook must be an https address' }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/\/settings\/alerts$/);
  });

  test('the webhook step shows the signing secret, hidden until asked, and rotates it after a warning', async ({
    page,
    signedInPaid: _,
  }) => {
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.goto('/market/crypto/settings/alerts');
    await page.getByRole('link', { name: 'New alert' }).click();
    await page.getByLabel('Pack name').fill(`Signed ${Date.now() % 100_000}`);
    await next();
    await next();
    await page.getByRole('button', { name: 'BTC Bitcoin' }).click();
    await next();
    await next();
    await page.getByRole('button', { name: 'Strategy 1', exact: true }).click();
    await page.getByRole('option', { name: 'RSI oversold exit', exact: true }).click();
    await next();
    const section = page.getByRole('region', { name: 'Signing secret' });
    await expect(section).toHaveCount(0);
    await page.getByLabel('Webhook (optional)').fill('https://hooks.example.com/tradescope');
    await expect(section).toBeVisible();
    const secret = section.locator('code');
    await expect(section.getByRole('button', { name: 'Show' })).toBeEnabled();
    await expect(secret).toHaveText(/^•+$/);
    await section.getByRole('button', { name: 'Show' }).click();
    await expect(secret).toHaveText(/^whsec_[0-9a-f]{64}$/);
    const first = await secret.textContent();

    await section.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(section.getByRole('alert')).toContainText('receivers still checking the old one');
    await section.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(secret).not.toHaveText(first ?? '');
    await expect(secret).toHaveText(/^whsec_[0-9a-f]{64}$/);
    // The server signs with what the screen shows.
    const { token } = (await (await page.request.get('/api/v1/token')).json()).data as { token: string };
    const stored = await page.request.get('/api/v1/alerts/webhook-secret', {
      headers: { authorization: `Bearer ${token}` },
    });
    await expect(secret).toHaveText((await stored.json()).data.secret);
  });
});
