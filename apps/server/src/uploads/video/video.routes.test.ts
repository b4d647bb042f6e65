import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../../test';
import { type FormPart, grantTiers, multipartOf, videoOf } from '../../../test/uploads';

const TYPE_KEY = 'profile.upload-video-tab.file-type-error';
const SIZE_KEY = 'profile.upload-video-tab.file-size-error';
const PENDING_KEY = 'profile.upload-video-tab.pending-video';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;

/** A user on the ICT plan for 30 more days, which is what opens the upload-video tab (spec §6). */
const ictUser = async () => {
  const user = await signUpUser(t.app);
  const access = await grantTiers(t, user.userId, { ict: 30 });
  return { ...user, ictExpiry: access.ict };
};

const postForm = (user: User, parts: FormPart[]) => {
  const form = multipartOf(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/ict-video/upload',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};

const upload = (user: User, data: Buffer, filename = 'lesson.mp4', type = 'video/mp4') =>
  postForm(user, [{ name: 'video', filename, type, data }]);

const rowsOf = (userId: string) =>
  t.db.selectFrom('videos').selectAll().where('user_id', '=', userId).orderBy('number').execute();

const videoFolder = () => path.join(t.dataDir, 'videos');

const expectRefused = async (
  res: Awaited<ReturnType<typeof upload>>,
  user: User,
  status: number,
  key: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message: key });
  expect(await rowsOf(user.userId)).toEqual([]);
};

describe('POST user/ict-video/upload', () => {
  it('stores an MP4 as pending number 1, due at the ICT expiry, with the bytes on disk unchanged', async () => {
    const user = await ictUser();
    const data = videoOf('mp4', 10_000);

    const res = await upload(user, data);

    expect(res.statusCode).toBe(201);
    const [row, ...others] = await rowsOf(user.userId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      number: 1,
      status: 'pending',
      comment: null,
      mime_type: 'video/mp4',
      size_bytes: 10_000,
      created_at: t.clock.now,
      due_date: user.ictExpiry * 1000,
    });
    expect(row!.file_name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(readFileSync(path.join(videoFolder(), row!.file_name)).equals(data)).toBe(true);
    expect(res.json().data).toEqual({
      number: 1,
      date: Math.floor(t.clock.now / 1000),
      status: 'pending',
      comment: null,
      dueDate: user.ictExpiry,
    });
  });

  it.each([
    ['webm', 'clip.webm', 'video/webm'],
    ['ogg', 'clip.ogg', 'video/ogg'],
    ['mpeg', 'clip.mpeg', 'video/mpeg'],
  ] as const)('accepts %s when its magic bytes match', async (kind, filename, type) => {
    const user = await ictUser();
    expect((await upload(user, videoOf(kind), filename, type)).statusCode).toBe(201);
    expect((await rowsOf(user.userId))[0]).toMatchObject({
      mime_type: type,
      file_name: expect.stringMatching(`\\.${kind}$`),
    });
  });

  it.each([
    ['an MP4 declared as WebM', videoOf('mp4'), 'clip.webm', 'video/webm'],
    ['an MP4 named .ogg', videoOf('mp4'), 'clip.ogg', 'video/mp4'],
    ['a Matroska file declared as WebM', videoOf('matroska'), 'clip.webm', 'video/webm'],
    ['a QuickTime file declared as MP4', videoOf('quicktime'), 'clip.mp4', 'video/mp4'],
    ['an MPEG stream declared as MP4', videoOf('mpeg'), 'clip.mp4', 'video/mp4'],
    [
      'a text file named .mp4',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'clip.mp4',
      'video/mp4',
    ],
    ['an empty file', Buffer.alloc(0), 'clip.mp4', 'video/mp4'],
    ['a type outside the list', videoOf('mp4'), 'clip.mov', 'video/quicktime'],
    ['a double extension', videoOf('mp4'), 'clip.mp4.php', 'video/mp4'],
  ])('refuses %s with the type message and keeps no file', async (_label, data, filename, type) => {
    const user = await ictUser();
    const before = readdirSync(videoFolder()).length;
    await expectRefused(await upload(user, data, filename, type), user, 415, TYPE_KEY);
    expect(readdirSync(videoFolder())).toHaveLength(before);
  });

  it('accepts exactly 20 MB and refuses 20 MB + 1 with the size message, leaving no partial file', async () => {
    const user = await ictUser();
    const before = readdirSync(videoFolder()).length;
    await expectRefused(await upload(user, videoOf('mp4', 20_000_001)), user, 413, SIZE_KEY);
    expect(readdirSync(videoFolder())).toHaveLength(before);

    expect((await upload(user, videoOf('mp4', 20_000_000))).statusCode).toBe(201);
    expect((await rowsOf(user.userId))[0]?.size_bytes).toBe(20_000_000);
  });

  it('refuses a second upload while one is pending', async () => {
    const user = await ictUser();
    await upload(user, videoOf('mp4'));
    const res = await upload(user, videoOf('webm'), 'b.webm', 'video/webm');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PENDING_KEY);
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it('stores only one of two simultaneous uploads, and removes the loser file', async () => {
    const user = await ictUser();
    const before = readdirSync(videoFolder()).length;
    const results = await Promise.all([
      upload(user, videoOf('mp4')),
      upload(user, videoOf('ogg'), 'b.ogg', 'video/ogg'),
    ]);

    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(PENDING_KEY);
    expect(await rowsOf(user.userId)).toHaveLength(1);
    expect(readdirSync(videoFolder())).toHaveLength(before + 1);
  });

  it('numbers the next video 2 once the first was reviewed', async () => {
    const user = await ictUser();
    await upload(user, videoOf('mp4'));
    const [first] = await rowsOf(user.userId);
    const admin = await signInAdministrator(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/videos/${first!.id}/review`,
      headers: admin,
      payload: { decision: 'reject', comment: 'The audio is missing.' },
    });

    expect((await upload(user, videoOf('mp4'))).statusCode).toBe(201);
    expect((await rowsOf(user.userId)).map((row) => [row.number, row.status])).toEqual([
      [1, 'reject'],
      [2, 'pending'],
    ]);
  });

  it('refuses plans without upload-video access with 403 (free, xmoon only, ICT expired a second ago)', async () => {
    const free = await signUpUser(t.app);
    await expectRefused(await upload(free, videoOf('mp4')), free, 403, 'access.upgrade-required');

    const xmoon = await signUpUser(t.app);
    await grantTiers(t, xmoon.userId, { xmoon: 30 });
    await expectRefused(await upload(xmoon, videoOf('mp4')), xmoon, 403, 'access.upgrade-required');

    const lapsed = await signUpUser(t.app);
    await grantTiers(t, lapsed.userId, { ict: -1 / 86_400 });
    await expectRefused(await upload(lapsed, videoOf('mp4')), lapsed, 403, 'access.upgrade-required');
  });

  it('lets pro and hero upload too, with no due date when they hold no ICT days', async () => {
    for (const tier of ['pro', 'hero'] as const) {
      const user = await signUpUser(t.app);
      await grantTiers(t, user.userId, { [tier]: 10 });
      const res = await upload(user, videoOf('mp4'));
      expect(res.statusCode).toBe(201);
      expect((await rowsOf(user.userId))[0]?.due_date).toBeNull();
    }
  });

  it('refuses a wrong field, two files and a cut-off body with 4xx and keeps no file', async () => {
    const user = await ictUser();
    const before = readdirSync(videoFolder()).length;
    const video = { name: 'video', filename: 'a.mp4', type: 'video/mp4', data: videoOf('mp4') };
    await expectRefused(await postForm(user, [{ ...video, name: 'file' }]), user, 400, TYPE_KEY);
    await expectRefused(await postForm(user, [video, video]), user, 400, TYPE_KEY);
    await expectRefused(await postForm(user, [{ name: 'video', value: 'x' }]), user, 400, TYPE_KEY);

    const form = multipartOf([video]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/ict-video/upload',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 100),
    });
    await expectRefused(cut, user, 400, TYPE_KEY);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/ict-video/upload',
      headers: user.headers,
      payload: { video: 'x' },
    });
    await expectRefused(json, user, 415, TYPE_KEY);
    expect(readdirSync(videoFolder())).toHaveLength(before);
  });

  it('answers 401 without a bearer token', async () => {
    const form = multipartOf([{ name: 'video', filename: 'a.mp4', type: 'video/mp4', data: videoOf('mp4') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/ict-video/upload', ...form });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET user/ict-video', () => {
  it("lists the caller's own videos newest first, never another user's", async () => {
    const user = await ictUser();
    const other = await ictUser();
    await upload(other, videoOf('mp4'));
    await upload(user, videoOf('mp4'));
    const [first] = await rowsOf(user.userId);
    const admin = await signInAdministrator(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/videos/${first!.id}/review`,
      headers: admin,
      payload: { decision: 'accept' },
    });
    t.clock.now += 60_000;
    await upload(user, videoOf('webm'), 'b.webm', 'video/webm');

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/ict-video', headers: user.headers });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const history = res.json().data as { number: number; status: string; date: number; dueDate: number }[];
    expect(history.map((video) => [video.number, video.status])).toEqual([
      [2, 'pending'],
      [1, 'accept'],
    ]);
    expect(history[0]!.date).toBe(Math.floor(t.clock.now / 1000));
    expect(history[0]!.dueDate).toBe(user.ictExpiry);
    expect(existsSync(videoFolder())).toBe(true);
  });

  it('is empty for a user without videos, and 401 without a token', async () => {
    const user = await signUpUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/ict-video', headers: user.headers });
    expect(res.json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/ict-video' })).statusCode).toBe(401);
  });
});
