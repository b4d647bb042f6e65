import { describe, expect, it } from 'vitest';
import { validateAvatarFile, validateVideoFile } from './upload-file';

const MB = 1_000_000;
const avatarError = {
  ok: false,
  errors: [{ field: 'avatar', key: 'profile.profile-tab.avatar-upload-error' }],
};

describe('validateAvatarFile', () => {
  it('accepts png, jpeg and jpg under 5 MB', () => {
    for (const file of [
      { name: 'me.png', type: 'image/png', size: 120_000 },
      { name: 'me.JPEG', type: 'image/jpeg', size: 5 * MB - 1 },
      { name: 'me.jpg', type: '', size: 300_000 },
    ]) {
      expect(validateAvatarFile(file)).toEqual({ ok: true, value: file });
    }
  });

  it('refuses 5 MB and more, counting a megabyte as 1,000,000 bytes', () => {
    expect(validateAvatarFile({ name: 'me.png', type: 'image/png', size: 5 * MB })).toEqual(avatarError);
  });

  it('refuses other formats, trusting the MIME type over the name', () => {
    expect(validateAvatarFile({ name: 'me.gif', type: 'image/gif', size: 1000 })).toEqual(avatarError);
    expect(validateAvatarFile({ name: 'me.png', type: 'image/webp', size: 1000 })).toEqual(avatarError);
    expect(validateAvatarFile({ name: 'me', type: '', size: 1000 })).toEqual(avatarError);
  });
});

describe('validateVideoFile', () => {
  it('accepts mp4, mpeg, ogg and webm up to 20 MB', () => {
    for (const type of ['video/mp4', 'video/mpeg', 'video/ogg', 'video/webm']) {
      expect(validateVideoFile({ name: 'ict', type, size: 20 * MB }).ok).toBe(true);
    }
  });

  it('refuses a larger file and names the limit', () => {
    expect(validateVideoFile({ name: 'ict.mp4', type: 'video/mp4', size: 20 * MB + 1 })).toEqual({
      ok: false,
      errors: [{ field: 'video', key: 'profile.upload-video-tab.file-size-error', params: { size: 20 } }],
    });
    const larger = validateVideoFile(
      { name: 'ict.mp4', type: 'video/mp4', size: 30 * MB },
      { maxSizeMb: 50 },
    );
    expect(larger.ok).toBe(true);
  });

  it('refuses other types', () => {
    expect(validateVideoFile({ name: 'ict.mov', type: 'video/quicktime', size: MB })).toEqual({
      ok: false,
      errors: [{ field: 'video', key: 'profile.upload-video-tab.file-type-error' }],
    });
  });

  it('blocks a new upload while a video awaits review', () => {
    const result = validateVideoFile(
      { name: 'ict.webm', type: 'video/webm', size: MB },
      { hasPendingVideo: true },
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'video', key: 'profile.upload-video-tab.pending-video' },
    ]);
  });
});
