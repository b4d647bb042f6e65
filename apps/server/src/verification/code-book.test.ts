import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { memoryAttemptLimiters } from '../auth';
import { createCodeBook } from './code-book';
import { DeliveryError } from './verification-errors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the code book', () => {
  it('forgets a code the channel failed to deliver, so the countdown does not hold the user back', async () => {
    const { userId } = await signUpUser(t.app);
    const book = createCodeBook(t.db, () => t.clock.now, memoryAttemptLimiters);
    const owner = { userId, channel: 'phone' as const };
    const failing = book.issue(owner, '+989120000001', () => Promise.reject(new Error('gateway down')));
    await expect(failing).rejects.toBeInstanceOf(DeliveryError);
    expect(
      await t.db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).execute(),
    ).toEqual([]);

    let delivered = '';
    const sent = await book.issue(owner, '+989120000001', async (code) => {
      delivered = code;
    });
    expect(sent).toEqual({ expireTime: t.clock.now + 120_000, codeMaxLength: 6 });
    expect(delivered).toMatch(/^\d{6}$/);
  });

  it('runs the change and spends the code in one transaction, or neither', async () => {
    const { userId } = await signUpUser(t.app);
    const book = createCodeBook(t.db, () => t.clock.now, memoryAttemptLimiters);
    const owner = { userId, channel: 'email' as const };
    let code = '';
    await book.issue(owner, 'atomic@example.com', async (sent) => {
      code = sent;
    });
    const failing = book.redeem(owner, 'atomic@example.com', code, async (trx) => {
      await trx.updateTable('users').set({ display_name: 'Half done' }).where('id', '=', userId).execute();
      throw new Error('second write failed');
    });
    await expect(failing).rejects.toThrow('second write failed');
    const user = await t.db
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(user?.display_name).not.toBe('Half done');
    const [row] = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(row?.status).toBe('pending');
  });
});
