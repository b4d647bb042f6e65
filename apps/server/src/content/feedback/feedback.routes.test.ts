import { MS_PER_DAY } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../../test';
import { feedbackPromptOf } from '..';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, headers: { authorization: string }, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/feedback/${path}`, headers, payload: payload as object });
const entriesOf = (userId: string) =>
  t.db
    .selectFrom('feedback_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('feedback', () => {
  it('stores a rating and stops asking for one', async () => {
    const user = await signUpUser(t.app);
    t.clock.now += 8 * MS_PER_DAY;
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now)).toBe(true);

    const res = await post('point', user.headers, { point: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ point: 4 });
    expect(await entriesOf(user.userId)).toEqual([
      expect.objectContaining({ point: 4, message: null, created_at: t.clock.now }),
    ]);
    const prompt = await t.db
      .selectFrom('feedback_prompts')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    expect(prompt?.answered_at).toBe(t.clock.now);
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now + 365 * MS_PER_DAY)).toBe(false);
  });

  it('refuses a rating outside 1 to 5 stars', async () => {
    const user = await signUpUser(t.app);
    for (const point of [0, 6, 2.5, '3', null, undefined]) {
      const res = await post('point', user.headers, { point });
      expect(res.statusCode, String(point)).toBe(400);
      expect(res.json().message).toBe('profile.feedback.point-out-of-range');
    }
    expect(await entriesOf(user.userId)).toEqual([]);
  });

  it('stores a trimmed message of 1 to 2000 characters', async () => {
    const user = await signUpUser(t.app);
    const ok = await post('message', user.headers, { message: '  The radar is great.  ' });
    expect(ok.statusCode).toBe(200);
    // PostgreSQL text cannot hold NUL; it is dropped rather than failing the request.
    expect((await post('message', user.headers, { message: 'no\u0000nul' })).statusCode).toBe(200);
    const longest = 'x'.repeat(2000);
    expect((await post('message', user.headers, { message: longest })).statusCode).toBe(200);
    expect((await entriesOf(user.userId)).map((entry) => entry.message).sort()).toEqual(
      ['The radar is great.', 'nonul', longest].sort(),
    );

    const cases: [unknown, string][] = [
      ['   ', 'profile.feedback.message-empty'],
      [undefined, 'profile.feedback.message-empty'],
      [42, 'profile.feedback.message-empty'],
      ['x'.repeat(2001), 'profile.feedback.message-too-long'],
    ];
    for (const [message, key] of cases) {
      const res = await post('message', user.headers, { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(key);
    }
    expect(await entriesOf(user.userId)).toHaveLength(3);
  });

  it('asks a new account only after its first week', async () => {
    const user = await signUpUser(t.app);
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now)).toBe(false);
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now + 7 * MS_PER_DAY - 1)).toBe(false);
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now + 7 * MS_PER_DAY)).toBe(true);
    expect(await feedbackPromptOf(t.db, 'no-such-user', t.clock.now + 30 * MS_PER_DAY)).toBe(false);
  });

  it('postpones the prompt for 7 days, then asks again', async () => {
    const user = await signUpUser(t.app);
    t.clock.now += 10 * MS_PER_DAY;
    const postponedAt = t.clock.now;
    const res = await post('postpone', user.headers);
    expect(res.statusCode).toBe(200);
    const until = postponedAt + 7 * MS_PER_DAY;
    expect(res.json().data).toEqual({ postponedUntil: Math.floor(until / 1000) });
    const stored = await t.db
      .selectFrom('feedback_prompts')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ postponed_until: until, answered_at: null });

    t.clock.now += 7 * MS_PER_DAY - 1;
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now)).toBe(false);
    t.clock.now += 1;
    expect(await feedbackPromptOf(t.db, user.userId, t.clock.now)).toBe(true);

    // Postponing again moves the date on from now, it does not add to the old one.
    await post('postpone', user.headers);
    const again = await t.db
      .selectFrom('feedback_prompts')
      .select('postponed_until')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(again.postponed_until).toBe(t.clock.now + 7 * MS_PER_DAY);
  });

  it('takes feedback only from signed-in users', async () => {
    const bodies = { point: { point: 5 }, message: { message: 'hello' }, postpone: {} };
    for (const [path, payload] of Object.entries(bodies)) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/user/feedback/${path}`, payload });
      expect(res.statusCode).toBe(401);
    }
    expect(
      await t.db.selectFrom('feedback_entries').select('id').where('message', '=', 'hello').execute(),
    ).toEqual([]);
  });
});
