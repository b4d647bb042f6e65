import { expect, test } from './fixtures';
import { lastSmsCode, packRows, tokenOf } from './settings-helpers';

test.describe('settings: alerts', () => {
  // In this order on one account: the second verifies the phone the first expects unverified.
  test.describe.configure({ mode: 'serial' });

  test('a trader creates an alert in six steps and finds it on the alerts list', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `Breakouts ${info.project.name} ${Date.now() % 100_000}`;
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.goto('/market/crypto/settings/alerts');
    await page.getByRole('link', { name: 'New alert' }).click();
    await page.getByLabel('Pack name').fill(name);
    await next();
    await expect(page.getByRole('button', { name: 'Binance Spot', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next();
    await next();
    await expect(page.getByText('Please select at least one asset.')).toBeVisible();
    await page.getByRole('button', { name: 'BTC Bitcoin' }).click();
    await next();
    await expect(page.getByRole('button', { name: 'USDT', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next();
    await page.getByRole('button', { name: 'Strategy 1', exact: true }).click();
    await page.getByRole('option', { name: 'RSI oversold exit', exact: true }).click();
    await next();
    // The bot needs a verified phone, which this trader has not.
    await page.getByRole('button', { name: /^Bot/ }).click();
    const requirements = page.getByRole('dialog', { name: 'Alerts by the bot' });
    await expect(requirements.getByRole('button', { name: 'Send by the bot' })).toBeDisabled();
    await requirements.getByRole('button', { name: 'Not now' }).click();
    await expect(requirements).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/market\/crypto\/settings\/alerts$/);
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const { settings } = (await (await page.request.get('/api/v1/user', { headers })).json()).data;
    expect(settings.crypto.Alerts[name]).toMatchObject({
      sources: ['binance-spot'],
      bases: ['btc'],
      quotes: ['usdt'],
      sendTypes: ['email'],
      items: [{ relation: 'and', timeframe: [5] }],
    });
  });

  test('the bot needs a verified phone: the trader verifies it in place and the alert sends by the bot', async ({
    page,
    signedInPaid: _,
  }, info) => {
    const name = `Bot ${info.project.name} ${Date.now() % 100_000}`;
    const subscriber = String(Date.now() % 10_000_000).padStart(7, '0');
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.goto('/market/crypto/settings/alerts/_');
    await page.getByLabel('Pack name').fill(name);
    await next();
    await next();
    // The segmented control's radios are visually hidden behind their labels, which take the tap.
    await page.getByText('All assets', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'All assets' })).toBeChecked();
    await next();
    await next();
    await page.getByRole('button', { name: 'Strategy 1', exact: true }).click();
    await page.getByRole('option', { name: 'RSI oversold exit', exact: true }).click();
    await next();

    await page.getByRole('button', { name: /^Bot/ }).click();
    const requirements = page.getByRole('dialog', { name: 'Alerts by the bot' });
    await expect(requirements.getByRole('button', { name: 'Send by the bot' })).toBeDisabled();
    await requirements.getByRole('button', { name: 'Verify phone' }).click();
    const phone = page.getByRole('dialog', { name: 'Verify your phone number' });
    await phone.getByLabel('Phone number').fill(`0912${subscriber}`);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByText('New code in')).toBeVisible();
    const to = `+98912${subscriber}`;
    await expect.poll(() => lastSmsCode(to)).toBeDefined();
    await phone.getByLabel('Verification code').fill(lastSmsCode(to) ?? '');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone).toBeHidden();

    await expect(requirements.getByText(`Your phone number ${to} is verified`)).toBeVisible({
      timeout: 10_000,
    });
    await expect(requirements.getByRole('link', { name: 'Open the bot' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\//,
    );
    await requirements.getByRole('button', { name: 'Send by the bot' }).click();
    await expect(page.getByRole('button', { name: /^Bot/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(packRows(page).filter({ hasText: name })).toBeVisible();

    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const { settings } = (await (await page.request.get('/api/v1/user', { headers })).json()).data;
    expect(settings.crypto.Alerts[name].sendTypes).toEqual(['email', 'bot']);
  });
});
