import { expect, test } from './fixtures';
import { openProfile } from './profile-helpers';

/** An MP4 as the server sniffs it (an ISO "ftyp" box of brand isom), padded to the size asked. */
const mp4Of = (bytes: number) => {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2mp41', 'latin1'),
  ]);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
};

test.describe('profile: the ICT video', () => {
  test('uploads with its percent, may be cancelled, and waits for review', async ({
    page,
    context,
    signedInPaid: _,
  }) => {
    // A slow uplink, so the progress can be seen and the upload cancelled.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const uplink = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await uplink(1_000_000);
    await openProfile(page, '/profile/upload-video', 'Upload video');
    await expect(page.getByText('List is empty')).toBeVisible();
    const input = page.getByTestId('video-input');

    await input.setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: mp4Of(21_000_000) });
    await expect(page.getByText('selected file size is larger than 20 MB')).toBeVisible();

    await input.setInputFiles({ name: 'first.mp4', mimeType: 'video/mp4', buffer: mp4Of(6_000_000) });
    await expect(page.getByText(/Selected: first\.mp4/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect
      .poll(async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByText('The upload was cancelled')).toBeVisible();
    // Nothing of the cancelled upload was kept.
    await uplink(-1);
    await openProfile(page, '/profile/upload-video', 'Upload video');
    await expect(page.getByText('List is empty')).toBeVisible();

    await input.setInputFiles({ name: 'second.mp4', mimeType: 'video/mp4', buffer: mp4Of(1_500_000) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Your video is sent for review')).toBeVisible({ timeout: 15_000 });
    const row = page.getByRole('row').filter({ hasText: 'Pending' });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeHidden();

    await input.setInputFiles({ name: 'third.mp4', mimeType: 'video/mp4', buffer: mp4Of(100_000) });
    await expect(
      page.getByText('You have a pending video. Please wait for the approval of the previous video.'),
    ).toBeVisible();
  });
});
