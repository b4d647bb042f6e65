import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, resetScreen, stubApi } from '../../../../test';
import { initI18n } from '../../../lib/i18n';
import { loadTranslations } from '..';
import { PasswordForm } from './password-form';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => act(() => screen.getByRole('button', { name: 'Change password' }).click());

describe('change password (spec §5, §8)', () => {
  it('says what is missing or does not match, and sends nothing', async () => {
    const api = stubApi({});
    renderScreen(<PasswordForm reload={() => undefined} />);
    await screen.findByLabelText('Current password');
    fill('New password', 'a new long secret');
    fill('Repeat the new password', 'another secret');
    await submit();
    expect(screen.getByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('no match')).toBeTruthy();
    expect(api.posted['user/reset-password']).toBeUndefined();
  });

  it('shows the server’s wrong-password message under the current password', async () => {
    stubApi({
      'user/reset-password': () =>
        new Response(
          JSON.stringify({
            status: 'error',
            message: 'profile.change-password-tab.password-wrong',
            errors: [{ field: 'currentPassword', key: 'profile.change-password-tab.password-wrong' }],
          }),
          { status: 400 },
        ),
    });
    renderScreen(<PasswordForm reload={() => undefined} />);
    fill('Current password', 'nope');
    fill('New password', 'a new long secret');
    fill('Repeat the new password', 'a new long secret');
    await submit();
    expect(await screen.findByText('the password is wrong')).toBeTruthy();
  });

  it('reloads the page once the password is changed', async () => {
    const api = stubApi({ 'user/reset-password': () => null });
    const reload = vi.fn();
    renderScreen(<PasswordForm reload={reload} />);
    fill('Current password', 'old secret 1');
    fill('New password', 'a new long secret');
    fill('Repeat the new password', 'a new long secret');
    await submit();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.posted['user/reset-password']).toEqual([
      { currentPassword: 'old secret 1', newPassword: 'a new long secret' },
    ]);
  });

  it('says the spec’s change error when the server fails otherwise', async () => {
    stubApi({ 'user/reset-password': () => failure(500, 'server.error') });
    const reload = vi.fn();
    renderScreen(<PasswordForm reload={reload} />);
    fill('Current password', 'old secret 1');
    fill('New password', 'a new long secret');
    fill('Repeat the new password', 'a new long secret');
    await submit();
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Change password', busy: true })).toBeNull(),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
