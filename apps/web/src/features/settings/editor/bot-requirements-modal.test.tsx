import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { BotRequirementsModal } from './bot-requirements-modal';

let verified = false;
let connected = false;
beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  resetScreen();
  verified = false;
  connected = false;
  stubApi({
    user: () =>
      userFixture({ phoneNumber: '+989123456789', phoneNumberVerified: verified, alertBot: { connected } }),
    'alert-bots/bot-address': () => ({ url: 'https://t.me/tradescope_bot?start=abc' }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the bot requirements (spec §4)', () => {
  it('reads the user every 5 s and opens the bot once the phone is verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const met = vi.fn();
    renderScreen(<BotRequirementsModal open onOpenChange={() => undefined} onMet={met} />);
    expect(await screen.findByRole('button', { name: 'Verify phone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send by the bot' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: /Open the bot/ })).toBeNull();

    verified = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Your phone number +989123456789 is verified')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Open the bot/ })).getAttribute('href')).toBe(
      'https://t.me/tradescope_bot?start=abc',
    );
    act(() => screen.getByRole('button', { name: 'Send by the bot' }).click());
    expect(met).toHaveBeenCalled();
  });

  it('marks the bot done once a chat is linked, without a link to open', async () => {
    verified = true;
    connected = true;
    renderScreen(<BotRequirementsModal open onOpenChange={() => undefined} onMet={() => undefined} />);
    expect(await screen.findByText('Telegram bot linked')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the bot/ })).toBeNull();
  });
});
