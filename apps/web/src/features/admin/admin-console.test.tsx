import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, resetScreen, stubApi, userFixture } from '../../../test';
import { initI18n } from '../../lib/i18n';
import { AdminLayout, loadTranslations, UserDetailPage } from '.';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(() => vi.unstubAllGlobals());

const detail = () => {
  const {
    settings: _s,
    userTips: _t,
    user_feedback: _f,
    ...user
  } = userFixture({ displayName: 'Sara Trader' });
  return { user: { ...user, id: 'u-1' }, sessions: [], purchases: [], gifts: [], videos: [] };
};

describe('the administrator console', () => {
  it('shows its pages to an administrator only', async () => {
    stubApi({ user: () => userFixture({ role: 'other' }) });
    const { unmount } = renderScreen(<AdminLayout />, { path: '/admin' });
    expect(await screen.findByText('This area is for administrators.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    unmount();

    resetScreen();
    stubApi({ user: () => userFixture({ role: 'administrator' }) });
    renderScreen(<AdminLayout />, { path: '/admin' });
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('grants the chosen tier and days to the user', async () => {
    const grant = vi.fn(() => ({ access: {}, globalAccess: {}, falconAccess: {} }));
    const api = stubApi({ 'admin/users/u-1': detail, 'admin/users/u-1/grant': grant });
    renderScreen([{ path: '/admin/users/:userId', element: <UserDetailPage /> }], {
      path: '/admin/users/u-1',
    });
    const form = await screen.findByRole('form', { name: 'Grant a plan' });
    fireEvent.change(form.querySelectorAll('select')[1]!, { target: { value: 'hero' } });
    fireEvent.change(form.querySelector('input')!, { target: { value: '45' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(grant).toHaveBeenCalled());
    expect(api.posted['admin/users/u-1/grant']).toEqual([{ group: 'crypto', tier: 'hero', days: 45 }]);
  });
});
