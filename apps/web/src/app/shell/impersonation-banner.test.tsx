import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../test';
import { initI18n } from '../../lib/i18n';
import { ImpersonationBanner } from './impersonation-banner';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

const token = (impersonating: boolean) => () => ({
  token: 't',
  expiresAt: Date.now() + 900_000,
  impersonating,
});

describe('the impersonation banner', () => {
  it('says whom the administrator acts as, and "Back to my account" ends it and opens that user in the console', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const signOut = vi.fn(() => ({ endedImpersonation: true }));
    stubApi({
      token: token(true),
      user: () => userFixture({ displayName: 'Sara Trader' }),
      'auth/sign-out': signOut,
    });
    renderScreen(<ImpersonationBanner />);
    expect(await screen.findByText('You are acting as Sara Trader.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to my account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users/u-1'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('is absent from a user’s own session', async () => {
    stubApi({ token: token(false), user: () => userFixture() });
    const { client } = renderScreen(<ImpersonationBanner />);
    await vi.waitFor(() => expect(client.getQueryData(['user'])).toBeDefined());
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });
});
