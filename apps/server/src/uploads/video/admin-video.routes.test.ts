import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAdministrator, signUpUser, startTestApp, type TestApp } from '../../../test';
import { grantTiers, multipartOf, videoOf } from '../../../test/uploads';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV);
  admin = await signInAdministrator(t.app);
});
afterAll(() => t.close());

/** An ICT member who has sent one video; returns the user and the stored row. */
const uploaderWithVideo = async (displayName = 'Sara Trader') => {
  const user = await signUpUser(t.app, { displayName });
  await grantTiers(t, user.userId, { ict: 20 });
  const data = videoOf('webm', 5000);
  const form = multipartOf([{ name: 'video', filename: 'lesson.webm', type: 'video/webm', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/ict-video/upload',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const row = await t.db
    .selectFrom('videos')
    .selectAll()
    .where('user_id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { user, row, data };
};

const review = (id: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/videos/${id}/review`, headers, payload });

const storedRow = (id: string) =>
  t.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET admin/videos', () => {
  it('lists pending videos oldest first with the uploader e-mail and display name', async () => {
    const first = await uploaderWithVideo('First Trader');
    t.clock.now += 1000;
    const second = await uploaderWithVideo('Second Trader');
    const decided = await uploaderWithVideo();
    await review(decided.row.id, { decision: 'accept' });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videos?status=pending',
      headers: admin,
    });

    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      id: string;
      status: string;
      user: { email: string; displayName: string };
    }[];
    const ours = list.filter((video) => [first.row.id, second.row.id, decided.row.id].includes(video.id));
    expect(ours).toEqual([
      expect.objectContaining({
        id: first.row.id,
        number: 1,
        status: 'pending',
        type: 'video/webm',
        size: 5000,
        user: { id: first.user.userId, email: first.user.email, displayName: 'First Trader' },
      }),
      expect.objectContaining({
        id: second.row.id,
        user: expect.objectContaining({ displayName: 'Second Trader' }),
      }),
    ]);
    expect(list.every((video) => video.status === 'pending')).toBe(true);

    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videos?status=accept',
      headers: admin,
    });
    expect((accepted.json().data as { id: string }[]).map((video) => video.id)).toContain(decided.row.id);
  });

  it('lists pending videos before reviewed ones when no status is asked, even older reviewed ones', async () => {
    const reviewedEarlier = await uploaderWithVideo('Reviewed Earlier');
    await review(reviewedEarlier.row.id, { decision: 'reject', comment: 'Too short.' });
    t.clock.now += 1000;
    const waiting = await uploaderWithVideo('Waiting Trader');

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videos?limit=200', headers: admin });
    const list = res.json().data as { id: string; status: string }[];
    const statuses = list.map((video) => video.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(
      statuses.findIndex((status) => status !== 'pending'),
    );
    const ids = list.map((video) => video.id);
    expect(ids.indexOf(waiting.row.id)).toBeLessThan(ids.indexOf(reviewedEarlier.row.id));
  });

  it('refuses an unknown status filter with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videos?status=done',
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('request.invalid');
  });
});

describe('POST admin/videos/:id/review', () => {
  it('accepts a pending video, storing the decision, the reviewer and the time; the user sees it', async () => {
    const { user, row } = await uploaderWithVideo();
    const res = await review(row.id, { decision: 'accept', comment: '  Well explained.  ' });

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, status: 'accept', comment: 'Well explained.' });
    const stored = await storedRow(row.id);
    expect(stored).toMatchObject({ status: 'accept', comment: 'Well explained.', reviewed_at: t.clock.now });
    expect(stored.reviewer_id).not.toBeNull();
    expect(stored.reviewer_id).not.toBe(user.userId);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/ict-video',
      headers: user.headers,
    });
    expect(history.json().data[0]).toMatchObject({ status: 'accept', comment: 'Well explained.' });
  });

  it('stores an accept without a comment as comment null', async () => {
    const { row } = await uploaderWithVideo();
    await review(row.id, { decision: 'accept', comment: '' });
    expect(await storedRow(row.id)).toMatchObject({ status: 'accept', comment: null });
  });

  it('requires a comment to reject, then stores it', async () => {
    const { row } = await uploaderWithVideo();
    for (const payload of [{ decision: 'reject' }, { decision: 'reject', comment: '   ' }]) {
      const refused = await review(row.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('admin.videos.comment-required');
    }
    expect((await storedRow(row.id)).status).toBe('pending');

    expect((await review(row.id, { decision: 'reject', comment: 'Too short.' })).statusCode).toBe(200);
    expect(await storedRow(row.id)).toMatchObject({ status: 'reject', comment: 'Too short.' });
  });

  it('answers 409 for a video already reviewed and leaves the first decision', async () => {
    const { row } = await uploaderWithVideo();
    await review(row.id, { decision: 'reject', comment: 'No sound.' });
    const again = await review(row.id, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('admin.videos.already-reviewed');
    expect(await storedRow(row.id)).toMatchObject({ status: 'reject', comment: 'No sound.' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one or an unknown decision', async () => {
    expect((await review('6f1c2b1e-4a1b-4c9d-8e7f-0123456789ab', { decision: 'accept' })).statusCode).toBe(
      404,
    );
    expect((await review('not-an-id', { decision: 'accept' })).statusCode).toBe(400);
    const { row } = await uploaderWithVideo();
    expect((await review(row.id, { decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('GET admin/videos/:id/file', () => {
  it('streams the stored bytes as an attachment with nosniff', async () => {
    const { row, data } = await uploaderWithVideo();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/videos/${row.id}/file`,
      headers: admin,
    });

    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ict-video-1.webm"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers 404 for an unknown video', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videos/6f1c2b1e-4a1b-4c9d-8e7f-0123456789ab/file',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('administrator routes refuse everyone else', () => {
  it('answers 403 auth.forbidden to a user, even for their own video, and changes nothing', async () => {
    const { user, row } = await uploaderWithVideo();
    const requests = [
      { method: 'GET', url: '/api/v1/admin/videos?status=pending' },
      { method: 'POST', url: `/api/v1/admin/videos/${row.id}/review`, payload: { decision: 'accept' } },
      { method: 'GET', url: `/api/v1/admin/videos/${row.id}/file` },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: user.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('auth.forbidden');
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await storedRow(row.id)).status).toBe('pending');
  });
});
