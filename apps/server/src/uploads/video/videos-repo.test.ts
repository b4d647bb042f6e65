import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../../test';
import { isUniqueViolation } from '../../db';
import { createVideosRepo } from './videos-repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newVideo = (userId: string) => ({
  id: randomUUID(),
  user_id: userId,
  file_name: `${randomUUID().replaceAll('-', '')}.mp4`,
  mime_type: 'video/mp4',
  size_bytes: 10,
  created_at: t.clock.now,
  due_date: null,
});

describe('the videos table', () => {
  it('refuses a second pending video for the same user by itself (the guard against racing uploads)', async () => {
    const user = await signUpUser(t.app);
    const repo = createVideosRepo(t.db);
    await repo.insertPending(newVideo(user.userId));

    const second = await repo.insertPending(newVideo(user.userId)).catch((error: unknown) => error);

    expect(isUniqueViolation(second)).toBe(true);
    expect(
      await t.db.selectFrom('videos').select('number').where('user_id', '=', user.userId).execute(),
    ).toEqual([{ number: 1 }]);
  });

  it('lets each user keep one pending video of their own, numbered from 1', async () => {
    const repo = createVideosRepo(t.db);
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    expect((await repo.insertPending(newVideo(a.userId))).number).toBe(1);
    expect((await repo.insertPending(newVideo(b.userId))).number).toBe(1);
  });
});
