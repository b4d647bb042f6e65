import { expect, isPhone, PASSWORD, test } from './fixtures';
import { freshAccount, lastMailedCode, openProfile, signInAs } from './profile-helpers';

test.describe('profile: the account', () => {
  // The desktop project's first journeys meet a server still applying its first full scan: on a loaded 2-core machine
  // a save has taken 4.5 s to answer there (its trace), so the saves' outcomes get longer than the 5 s default.
  test.describe.configure({ timeout: 60_000 });
  test('changes the name, and the header greets the new one', async ({ page, signedIn: _ }) => {
    await openProfile(page, '/profile/user', 'Account');
    await page.getByRole('button', { name: 'Edit Name' }).click();
    const field = page.getByLabel('Name', { exact: true });
    await field.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Name can't be empty.")).toBeVisible();
    await field.fill('Nima Chartist');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('row-displayName-value')).toHaveText('Nima Chartist', { timeout: 15_000 });
    await expect(page.getByText('Your details are saved')).toBeVisible();
    await expect(page.getByTestId('user-card-name')).toHaveText('Nima Chartist');
    if (!isPhone(page)) await expect(page.getByTestId('user-overview')).toContainText('Nima Chartist');
  });

  test('verifies the e-mail with the code the mail outbox holds', async ({ page, signedIn: account }) => {
    await openProfile(page, '/profile/user', 'Account');
    const row = page.getByTestId('row-email');
    await expect(row.getByText('Not verified')).toBeVisible();
    await row.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await expect(dialog.getByLabel('E-mail address')).toHaveValue(account.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText(/New code in 1:5\d|New code in 2:00/)).toBeVisible();
    await expect.poll(() => lastMailedCode(account.email)).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(lastMailedCode(account.email)!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(row.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('uploads a photo with its progress, then deletes it', async ({ page, signedIn: _ }) => {
    await openProfile(page, '/profile/user', 'Account');
    // A 120 px square of the page itself: the server crops and re-encodes it to 512 x 512.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } });
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('dialog', { name: 'Your new photo' });
    await preview.getByRole('button', { name: 'Upload' }).click();
    await expect(preview).toBeHidden();
    const photo = page.getByTestId('user-card').locator('img');
    await expect(photo).toHaveAttribute('src', /\/api\/v1\/avatars\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await page.getByRole('button', { name: 'Delete photo' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your photo?' })
      .getByRole('button', { name: 'Delete photo' })
      .click();
    await expect(photo).toHaveCount(0);
  });

  test('refuses a photo of the wrong kind before sending it', async ({ page, signedIn: _ }) => {
    await openProfile(page, '/profile/user', 'Account');
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText(/does not meet the storage conditions/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('changes the password, and signs in again with the new one', async ({ page, context, request }) => {
    const account = await freshAccount(request, 'password');
    await signInAs(context, account);
    await openProfile(page, '/profile/user', 'Account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a new long secret');
    await form.getByLabel('Repeat the new password').fill('a new long secreT');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('no match')).toBeVisible();
    await form.getByLabel('Repeat the new password').fill('a new long secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('the password is wrong')).toBeVisible();
    await form.getByLabel('Current password').fill(PASSWORD);
    // Success reloads the page (spec §8).
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: 'Change password' }).click();
    await reloaded;

    await context.clearCookies();
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The e-mail or password is wrong.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a new long secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/market\/crypto\/assets/);
  });
});
