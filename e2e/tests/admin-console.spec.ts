import { adminPage, openConsole, openUser } from './admin-helpers';
import { expect, test } from './fixtures';
import { freshAccount, openProfile, signInAs } from './profile-helpers';

/** An MP4 as the server sniffs it (an ISO "ftyp" box of brand isom), padded to the size asked. */
const mp4Of = (bytes: number) => {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2mp41', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
};

// The console is built desktop first; its journeys open their own desktop windows, so they run once.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the journeys open desktop windows of their own');
});

test.describe('the administrator console', () => {
  test('grants a plan that the user then sees in their header, and the audit log records it', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const user = await freshAccount(request, 'granted');
    const admin = await adminPage(browser, baseURL!);

    await openUser(admin, user.email);
    const grant = admin.getByRole('form', { name: 'Grant a plan' });
    await grant.getByLabel('Market group').selectOption('crypto');
    await grant.getByLabel('Tier').selectOption('hero');
    await grant.getByLabel('Days').fill('45');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await expect(admin.getByText('45 days of hero granted.')).toBeVisible();
    await expect(
      admin.getByRole('row').filter({ hasText: 'Crypto' }).filter({ hasText: 'hero' }),
    ).toBeVisible();

    await openConsole(admin, '/admin/audit', 'Audit log');
    const entry = admin.getByRole('row').filter({ hasText: 'POST /admin/users/:userId/grant' }).first();
    await expect(entry).toContainText(user.userId);
    await expect(entry).toContainText('tier: hero');

    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await signInAs(context, user);
    const page = await context.newPage();
    await page.goto('/market/crypto/assets');
    await expect(page.getByTestId('user-overview').getByTestId('user-badge')).toHaveText('Hero', {
      timeout: 20_000,
    });
    await context.close();
    await admin.context().close();
    await request.dispose();
  });

  test('reviews an ICT video: rejected with a comment, the member’s history shows it', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const user = await freshAccount(request, 'member');
    const admin = await adminPage(browser, baseURL!);
    // The member holds the ICT programme, granted by the administrator through the console's API.
    const { token } = (await (await admin.request.get('/api/v1/token')).json()).data as { token: string };
    const granted = await admin.request.post(`/api/v1/admin/users/${user.userId}/grant`, {
      headers: { authorization: `Bearer ${token}` },
      data: { group: 'crypto', tier: 'ict', days: 30 },
    });
    expect(granted.status()).toBe(200);
    const memberToken = (await (await request.get('/api/v1/token')).json()).data.token as string;
    const upload = await request.post('/api/v1/user/ict-video/upload', {
      headers: { authorization: `Bearer ${memberToken}` },
      multipart: { video: { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: mp4Of(200_000) } },
    });
    expect(upload.status()).toBe(201);

    await openConsole(admin, '/admin/videos', 'ICT videos');
    const row = admin.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Review' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByTestId('video-player')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Please say why the video is rejected.')).toBeVisible();
    await dialog.getByLabel('Comment for the member').fill('The sound is missing; please record again.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Decision saved.')).toBeVisible();
    await expect(row).toContainText('Rejected');

    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await signInAs(context, user);
    const page = await context.newPage();
    await openProfile(page, '/profile/upload-video', 'Upload video');
    const history = page.getByRole('row').filter({ hasText: 'The sound is missing; please record again.' });
    await expect(history).toContainText('Rejected');
    await context.close();
    await admin.context().close();
    await request.dispose();
  });

  test('acts as a user with a banner on every screen, then goes back to the administrator’s account', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const user = await freshAccount(request, 'helped');
    await request.dispose();
    const admin = await adminPage(browser, baseURL!);

    await openUser(admin, user.email);
    await admin.getByRole('button', { name: 'Act as this user' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Act as this user' }).click();
    const banner = admin.getByTestId('impersonation-banner');
    await expect(banner).toContainText('You are acting as Sara Trader.', { timeout: 20_000 });
    await expect(admin.getByTestId('user-overview')).toContainText('Sara Trader');
    await expect(admin.getByRole('link', { name: 'Administration' })).toBeHidden();
    await admin.goto('/profile/user');
    await expect(banner).toBeVisible({ timeout: 20_000 });

    await banner.getByRole('button', { name: 'Back to my account' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Sara Trader' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(admin).toHaveURL(new RegExp(`/admin/users/${user.userId}$`));
    await expect(banner).toBeHidden();
    await expect(admin.getByTestId('user-overview')).toContainText('Administrator');
    await admin.context().close();
  });
});
