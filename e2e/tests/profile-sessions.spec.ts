import { expect, isPhone, test } from './fixtures';
import { freshAccount, openProfile, signInAs } from './profile-helpers';

test.describe('profile: sessions', () => {
  test('terminates another session, which is then signed out', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    const account = await freshAccount(request, 'sessions');
    await signInAs(context, account);
    // A second device signs in.
    const other = await browser.newContext({ baseURL });
    const signIn = await other.request.post('/api/v1/auth/sign-in', {
      data: { email: account.email, password: account.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    });
    expect(signIn.status()).toBe(200);
    expect((await other.request.get('/api/v1/token')).status()).toBe(200);

    await openProfile(page, '/profile/activity-sessions', 'Active sessions');
    const live = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Terminate' }) });
    await expect(live).toHaveCount(2);
    const phoneRow = live.filter({ hasText: /iOS|iPhone|Safari/ });
    await phoneRow.getByRole('button', { name: 'Terminate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Terminate this session?' });
    await confirm.getByRole('button', { name: 'Terminate' }).click();
    await expect(confirm).toBeHidden();
    await expect(live).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Ended' })).toHaveCount(1);

    // An ended session gets no token (spec §4: a 403 on GET token sends the browser to sign in).
    expect((await other.request.get('/api/v1/token')).status()).toBe(403);
    await other.close();
    if (!isPhone(page)) await expect(page.getByTestId('user-overview')).toBeVisible();
  });
});
