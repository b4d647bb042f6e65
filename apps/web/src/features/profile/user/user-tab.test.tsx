import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { UserTab } from './user-tab';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

describe('the user tab (spec §2)', () => {
  it('shows the card with "---" where nothing is known, and saves a new name with the stored code', async () => {
    const api = stubApi({ user: () => userFixture({ displayName: 'Sara' }), 'user/update': () => ({}) });
    renderScreen(<UserTab />, { path: '/profile/user' });
    expect((await screen.findByTestId('user-card-name')).textContent).toBe('Sara');
    expect(screen.getByTestId('row-nationalCode-value').textContent).toBe('---');
    act(() => screen.getByRole('button', { name: 'Edit Name' }).click());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sara K' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await vi.waitFor(() =>
      expect(api.posted['user/update']).toEqual([{ displayName: 'Sara K', nationalCode: '' }]),
    );
  });

  it('opens phone verification at once for ?step=verify-phone', async () => {
    stubApi({ user: () => userFixture({}) });
    renderScreen(<UserTab />, {
      path: '/profile/user?step=verify-phone&redirect=%2Fmarket%2Fcrypto%2Fsettings%2Falerts%2F_',
    });
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy();
  });

  it('offers to freeze only a running crypto plan', async () => {
    stubApi({ user: () => userFixture({}) });
    renderScreen(<UserTab />, { path: '/profile/user' });
    await screen.findByTestId('user-card');
    expect(screen.queryByRole('button', { name: 'Freeze' })).toBeNull();
  });
});
