import { randomBytes } from 'node:crypto';
import type { Database } from '../db';

const newSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

/** Each user's webhook signing key (256 random bits, as HMAC-SHA256 wants), made on first use, rotated on demand. */
export const createWebhookSecrets = (db: Database, now: () => number) => {
  const secretOf = async (userId: string): Promise<string> => {
    const found = await db
      .selectFrom('alert_webhook_secrets')
      .select('secret')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (found !== undefined) return found.secret;
    await db
      .insertInto('alert_webhook_secrets')
      .values({ user_id: userId, secret: newSecret(), created_at: now() })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    return secretOf(userId);
  };
  return {
    secretOf,
    /** A new key at once; requests signed with the old one stop verifying. */
    rotate: async (userId: string): Promise<string> => {
      const secret = newSecret();
      await db
        .insertInto('alert_webhook_secrets')
        .values({ user_id: userId, secret, created_at: now() })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, created_at: now() }))
        .execute();
      return secret;
    },
  };
};
