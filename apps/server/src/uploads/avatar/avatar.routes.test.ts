import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp, tokenHeaders } from '../../../test';
import { type FormPart, multipartOf, photoOf } from '../../../test/uploads';

const KEY = 'profile.profile-tab.avatar-upload-error';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;

const postForm = (user: User, parts: FormPart[]) => {
  const form = multipartOf(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/avatar',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};

const upload = async (user: User, data: Buffer, filename = 'me.png', type = 'image/png') =>
  postForm(user, [{ name: 'avatar', filename, type, data }]);

const storedAvatar = async (userId: string) =>
  (await t.db.selectFrom('users').select('avatar_file').where('id', '=', userId).executeTakeFirstOrThrow())
    .avatar_file;

const avatarFolder = () => path.join(t.dataDir, 'avatars');

const expectRefused = async (res: Awaited<ReturnType<typeof upload>>, user: User, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message: KEY });
  expect(await storedAvatar(user.userId)).toBeNull();
};

describe('POST user/avatar', () => {
  it('stores a PNG re-encoded as a 512x512 WebP without its metadata, and answers a loadable URL', async () => {
    const user = await signUpUser(t.app);
    const original = await photoOf('png', 800, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(user, original);

    expect(res.statusCode).toBe(200);
    const file = await storedAvatar(user.userId);
    expect(file).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(res.json().data).toEqual({ avatarUrl: `http://localhost:8080/api/v1/avatars/${file}` });
    const stored = await sharp(path.join(avatarFolder(), file!)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();
  });

  it('accepts a JPEG under either of its extensions', async () => {
    const user = await signUpUser(t.app);
    expect((await upload(user, await photoOf('jpeg', 300, 300), 'me.jpg', 'image/jpeg')).statusCode).toBe(
      200,
    );
    expect((await upload(user, await photoOf('jpeg', 300, 300), 'me.jpeg', 'image/jpeg')).statusCode).toBe(
      200,
    );
    expect(await storedAvatar(user.userId)).toMatch(/\.webp$/);
  });

  it('stores a photo with HTML and a ZIP appended re-encoded, the payload gone', async () => {
    const user = await signUpUser(t.app);
    const payload = Buffer.from('PK\x03\x04<html><script>alert(1)</script></html>', 'latin1');
    const polyglot = Buffer.concat([await photoOf('jpeg', 120, 120), payload]);

    expect((await upload(user, polyglot, 'me.jpg', 'image/jpeg')).statusCode).toBe(200);
    const stored = readFileSync(path.join(avatarFolder(), (await storedAvatar(user.userId))!));
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('PK\x03\x04')).toBe(false);
  });

  it('deletes the old file when a new photo replaces it', async () => {
    const user = await signUpUser(t.app);
    await upload(user, await photoOf('png', 200, 200));
    const first = await storedAvatar(user.userId);
    await upload(user, await photoOf('jpeg', 200, 200), 'new.jpg', 'image/jpeg');
    const second = await storedAvatar(user.userId);

    expect(second).not.toBe(first);
    expect(existsSync(path.join(avatarFolder(), first!))).toBe(false);
    expect(existsSync(path.join(avatarFolder(), second!))).toBe(true);
  });

  it('refuses a text file named .png', async () => {
    const user = await signUpUser(t.app);
    await expectRefused(await upload(user, Buffer.from('just some words, not pixels')), user, 415);
  });

  it('refuses a PNG declared as image/jpeg, and a PNG named .jpg', async () => {
    const user = await signUpUser(t.app);
    const png = await photoOf('png', 100, 100);
    await expectRefused(await upload(user, png, 'me.png', 'image/jpeg'), user, 415);
    await expectRefused(await upload(user, png, 'me.jpg', 'image/png'), user, 415);
  });

  it('refuses other types and double extensions', async () => {
    const user = await signUpUser(t.app);
    const png = await photoOf('png', 100, 100);
    await expectRefused(await upload(user, png, 'me.gif', 'image/gif'), user, 415);
    await expectRefused(await upload(user, png, 'me.png.php', 'image/png'), user, 415);
    await expectRefused(
      await upload(user, await sharp(png).webp().toBuffer(), 'me.webp', 'image/webp'),
      user,
      415,
    );
  });

  it('refuses a file of 5 MB or more (5 MB + 1 here) before decoding it', async () => {
    const user = await signUpUser(t.app);
    const png = await photoOf('png', 100, 100);
    const padded = Buffer.concat([png, Buffer.alloc(5_000_001 - png.length)]);
    await expectRefused(await upload(user, padded), user, 413);
  });

  it('refuses a photo over 6000 px on a side, or under 64 px', async () => {
    const user = await signUpUser(t.app);
    await expectRefused(await upload(user, await photoOf('png', 6001, 64)), user, 415);
    await expectRefused(await upload(user, await photoOf('png', 63, 500)), user, 415);
  });

  it('refuses a decompression bomb from its header (100000 x 100000 declared in a tiny PNG)', async () => {
    const user = await signUpUser(t.app);
    const bomb = Buffer.from(await photoOf('png', 100, 100));
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const { crc32 } = await import('node:zlib');
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    await expectRefused(await upload(user, bomb), user, 415);
  });

  it('refuses a truncated photo, and an empty file', async () => {
    const user = await signUpUser(t.app);
    const png = await photoOf('png', 400, 400);
    await expectRefused(await upload(user, png.subarray(0, Math.floor(png.length / 2))), user, 415);
    await expectRefused(await upload(user, Buffer.alloc(0)), user, 415);
  });

  it('refuses two files, a wrong field name and an empty form', async () => {
    const user = await signUpUser(t.app);
    const before = readdirSync(avatarFolder()).length;
    const png = await photoOf('png', 100, 100);
    const photo = { name: 'avatar', filename: 'me.png', type: 'image/png', data: png };
    await expectRefused(await postForm(user, [photo, photo]), user, 400);
    await expectRefused(await postForm(user, [{ ...photo, name: 'picture' }]), user, 400);
    await expectRefused(await postForm(user, [photo, { name: 'note', value: 'hi' }]), user, 400);
    await expectRefused(await postForm(user, []), user, 400);
    expect(readdirSync(avatarFolder())).toHaveLength(before);
  });

  it('refuses a multipart body cut off mid-file with a 4xx', async () => {
    const user = await signUpUser(t.app);
    const form = multipartOf([
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: await photoOf('png', 100, 100) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 200),
    });
    await expectRefused(res, user, 400);
  });

  it('deletes the avatar (file and column) on avatar=false, as a form field or a JSON body', async () => {
    const user = await signUpUser(t.app);
    await upload(user, await photoOf('png', 100, 100));
    const file = await storedAvatar(user.userId);

    const res = await postForm(user, [{ name: 'avatar', value: 'false' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ avatarUrl: null });
    expect(await storedAvatar(user.userId)).toBeNull();
    expect(existsSync(path.join(avatarFolder(), file!))).toBe(false);

    await upload(user, await photoOf('png', 100, 100));
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      headers: user.headers,
      payload: { avatar: false },
    });
    expect(json.json().data).toEqual({ avatarUrl: null });
    expect(await storedAvatar(user.userId)).toBeNull();
  });

  it('treats deleting a missing avatar as done, and an empty or other body as a mistake', async () => {
    const user = await signUpUser(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      headers: user.headers,
      payload: { avatar: false },
    });
    expect(none.statusCode).toBe(200);
    for (const payload of [undefined, { avatar: true }, { avatar: 'false' }, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/avatar',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(KEY);
    }
    const field = await postForm(user, [{ name: 'avatar', value: 'true' }]);
    expect(field.statusCode).toBe(400);
  });

  it('answers 401 without a bearer token', async () => {
    const form = multipartOf([{ name: 'avatar', value: 'false' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/avatar', ...form });
    expect(res.statusCode).toBe(401);
  });
});

describe('replacing an avatar concurrently', () => {
  const storedFiles = () => readdirSync(avatarFolder()).filter((name) => name.endsWith('.webp'));
  const namedFiles = async () =>
    (await t.db.selectFrom('users').select('avatar_file').where('avatar_file', 'is not', null).execute()).map(
      (row) => row.avatar_file,
    );

  it('leaves only the file the row names after 50 parallel uploads, and serves none once deleted', async () => {
    const user = await signUpUser(t.app);
    const photo = await photoOf('png', 100, 100);
    const all = await Promise.all(Array.from({ length: 50 }, () => upload(user, photo)));
    // The cap of 30 a minute holds for a burst too: 30 stored one after another, 20 refused.
    expect(all.filter((res) => res.statusCode === 429)).toHaveLength(20);
    const answers = all.filter((res) => res.statusCode === 200);
    expect(answers).toHaveLength(30);
    const urls = answers.map((res) => res.json().data.avatarUrl as string);
    const kept = await storedAvatar(user.userId);
    expect(storedFiles()).toContain(kept);
    // Every file in the folder is some user's current avatar: none of this user's replaced ones is left.
    expect(storedFiles().sort()).toEqual((await namedFiles()).sort());
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      headers: user.headers,
      payload: { avatar: false },
    });
    expect(removed.statusCode).toBe(200);
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    }
  }, 30_000);
});

describe('the upload rate limit', () => {
  it('counts per user: 32 uploads over fresh tokens of one session meet 429 where one token does', async () => {
    const photo = await photoOf('png', 64, 64);
    const statusesOf = async (headersOf: () => Promise<Record<string, string>>) => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        t.clock.now += 1000;
        const res = await upload({ headers: await headersOf() } as User, photo);
        statuses.push(res.statusCode);
      }
      return statuses;
    };
    const one = await signUpUser(t.app);
    const withOneToken = await statusesOf(async () => one.headers);
    const many = await signUpUser(t.app);
    const withFreshTokens = await statusesOf(() => tokenHeaders(t.app, many.session));
    expect(withOneToken).toEqual([...Array.from({ length: 30 }, () => 200), 429, 429]);
    expect(withFreshTokens).toEqual(withOneToken);
  }, 30_000);
});

describe('GET avatars/:file', () => {
  it('serves a stored avatar as WebP with a long cache and nosniff', async () => {
    const user = await signUpUser(t.app);
    const url = (await upload(user, await photoOf('png', 100, 100))).json().data.avatarUrl as string;
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 404 for an unknown or malformed name, never a path outside the folder', async () => {
    for (const file of ['0123456789abcdef0123456789abcdef.webp', '..%2Ftradescope.sqlite', 'x.webp']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/avatars/${file}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('request.not-found');
    }
  });
});
