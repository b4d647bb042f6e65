import { TELEGRAM_FAKE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { lastSmsCode, tokenOf } from './settings-helpers';

test.describe('settings: the alert bot', () => {
  test('a trader with a verified phone links the Telegram bot from the alert editor and sees it linked', async ({
    page,
    signedInOwnPaid: _,
  }) => {
    // The phone is verified through the API: the journey is about the bot, the phone flow has its own.
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const subscriber = String(Date.now() % 10_000_000).padStart(7, '0');
    const phoneNumber = `0913${subscriber}`;
    await page.request.post('/api/v1/user/phone-number/authentication', { headers, data: { phoneNumber } });
    await expect.poll(() => lastSmsCode(`+98913${subscriber}`)).toBeDefined();
    const verified = await page.request.post('/api/v1/user/phone-number/verification', {
      headers,
      data: { phoneNumber, verifyCode: lastSmsCode(`+98913${subscriber}`) },
    });
    expect(verified.status()).toBe(200);

    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.goto('/market/crypto/settings/alerts/_');
    await page.getByLabel('Pack name').fill('Telegram breakouts');
    await next();
    await next();
    await page.getByText('All assets', { exact: true }).click();
    await next();
    await next();
    await page.getByRole('button', { name: 'Strategy 1', exact: true }).click();
    await page.getByRole('option', { name: 'RSI oversold exit', exact: true }).click();
    await next();

    const status = page.getByRole('status').filter({ hasText: 'Telegram bot' });
    await expect(status.getByText('Telegram bot not linked')).toBeVisible();
    const open = status.getByRole('link', { name: 'Open the bot' });
    await expect(open).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\/TradescopeTestBot\?start=[A-Za-z0-9_-]{32}$/,
    );
    const token = new URL((await open.getAttribute('href')) ?? '').searchParams.get('start');

    // What Telegram does when the trader presses Start in the chat the link opened.
    const chatId = 800_000_000 + (Date.now() % 100_000_000);
    const typed = await page.request.post(`${TELEGRAM_FAKE_URL}/__fake/type`, {
      data: { chatId, text: `/start ${token}` },
    });
    expect(typed.status()).toBe(200);

    // The editor reads the account every 5 s until the bot is linked.
    await expect(status.getByText('Telegram bot linked')).toBeVisible({ timeout: 15_000 });
    await expect(status.getByRole('link', { name: 'Open the bot' })).toBeHidden();
    const sent = await (await page.request.get(`${TELEGRAM_FAKE_URL}/__fake/sent?chatId=${chatId}`)).json();
    expect(sent.result).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/^Connected: Tradescope alerts of Sara Trader/),
      }),
    ]);
  });
});
