import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { BotLinkStatus } from './bot-link-status';

let verified = true;
let connected = false;
let botAddressCalls = 0;
beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  verified = true;
  connected = false;
  botAddressCalls = 0;
  stubApi({
    user: () => userFixture({ phoneNumberVerified: verified, alertBot: { connected } }),
    'alert-bots/bot-address': () => {
      botAddressCalls += 1;
      return { url: 'https://t.me/TradescopeAlertBot?start=tok' };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the bot state on the send-type step', () => {
  it('offers the bot link while the bot is not linked, and shows it linked once a chat pressed Start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(<BotLinkStatus onVerifyPhone={() => undefined} />);
    expect(await screen.findByText('Telegram bot not linked')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Open the bot/ })).getAttribute('href')).toBe(
      'https://t.me/TradescopeAlertBot?start=tok',
    );

    connected = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Telegram bot linked')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the bot/ })).toBeNull();
  });

  it('shows a linked bot without asking for a link', async () => {
    connected = true;
    renderScreen(<BotLinkStatus onVerifyPhone={() => undefined} />);
    expect(await screen.findByText('Telegram bot linked')).toBeTruthy();
    expect(botAddressCalls).toBe(0);
  });

  it('sends a user without a verified phone to the requirements first', async () => {
    verified = false;
    const verify = vi.fn();
    renderScreen(<BotLinkStatus onVerifyPhone={verify} />);
    expect(await screen.findByText('Available once your phone number is verified.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the bot/ })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Verify phone' }).click());
    expect(verify).toHaveBeenCalled();
    expect(botAddressCalls).toBe(0);
  });
});
