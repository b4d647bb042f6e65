import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { proUserFixture, renderScreen, resetScreen, stubApi, userFixture } from '../../../test';
import { initI18n } from '../../lib/i18n';
import { VerifyPhoneBanner } from './verify-phone-banner';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

/** A screen as wide as a desktop (or not): the layout reads media queries. */
const screenWidth = (desktop: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop ? query.includes('min-width') : query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('the verify-phone banner (spec §6)', () => {
  it('asks a free desktop user without a verified phone, and comes back to the page after', async () => {
    screenWidth(true);
    stubApi({ user: () => userFixture({ phoneNumberVerified: false }) });
    renderScreen(<VerifyPhoneBanner />, { path: '/market/crypto/radar' });
    const link = await screen.findByRole('link', { name: 'Verify now' });
    expect(link.getAttribute('href')).toBe(
      '/profile/user?step=verify-phone&redirect=%2Fmarket%2Fcrypto%2Fradar',
    );
  });

  it('leaves phones, subscribers and verified users alone', async () => {
    for (const [desktop, user] of [
      [false, userFixture({ phoneNumberVerified: false })],
      [true, proUserFixture({ phoneNumberVerified: false })],
      [true, userFixture({ phoneNumberVerified: true })],
    ] as const) {
      resetScreen();
      screenWidth(desktop);
      stubApi({ user: () => user });
      const { unmount, client } = renderScreen(<VerifyPhoneBanner />, { path: '/market/crypto/assets' });
      // The user has arrived, and still no banner.
      await vi.waitFor(() => expect(client.getQueryData(['user'])).toBeDefined());
      expect(screen.queryByTestId('verify-phone-banner')).toBeNull();
      unmount();
    }
  });
});
