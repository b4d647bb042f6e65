import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { isUniqueViolation } from './unique-violation';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('isUniqueViolation', () => {
  it("recognises the database's own duplicate-key error (SQLite or PostgreSQL, whichever runs)", async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const duplicate = t.db
      .updateTable('users')
      .set({ email: first.email })
      .where('id', '=', second.userId)
      .execute();
    const error = await duplicate.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUniqueViolation(new Error('disk full'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
