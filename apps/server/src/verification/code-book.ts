import { randomUUID } from 'node:crypto';
import type { AttemptLimiters } from '../auth';
import type { Database, VerificationChannel } from '../db';
import { HttpError } from '../http';
import { codeMatches, hashCode, newCode } from './code-hash';
import { ACCOUNT_FAILURES, CODE_RULES } from './code-rules';
import { type CodeRow, createCodesRepo } from './codes-repo';
import { DeliveryError, RetryLaterError, secondsUntil } from './verification-errors';
import { VERIFICATION_KEYS as KEYS } from './verification-keys';

export type CodeOwner = { userId: string; channel: VerificationChannel };
/** The send-code response of spec §7: when the code dies (unix ms) and how many digits it has. */
export type SentCode = { expireTime: number; codeMaxLength: number };

const codeError = (key: string) => new HttpError(400, key, [{ field: 'verifyCode', key }]);

/**
 * The life of one-time codes on any channel: send (limited), check (counted), spend once. Every limiter runs before
 * any argon2 work, so a flood costs the server a query, not a hash.
 */
export const createCodeBook = (db: Database, now: () => number, limiters: AttemptLimiters) => {
  const failures = limiters('verification', ACCOUNT_FAILURES);
  const codes = createCodesRepo(db);

  const ensureNotLocked = async (userId: string, atMs: number): Promise<void> => {
    if (await failures.isLocked(userId, atMs)) throw new HttpError(429, KEYS.tooManyFailures);
  };

  const ensureMaySend = async (owner: CodeOwner, atMs: number): Promise<void> => {
    const sent = await codes.sentSince(owner, atMs - CODE_RULES.sendWindowMs);
    const last = sent.at(-1);
    if (last !== undefined && atMs < last + CODE_RULES.lifetimeMs) {
      throw new RetryLaterError(KEYS.resendTooSoon, secondsUntil(last + CODE_RULES.lifetimeMs, atMs));
    }
    const first = sent[0];
    if (first !== undefined && sent.length >= CODE_RULES.sendsPerWindow) {
      throw new RetryLaterError(KEYS.sendLimit, secondsUntil(first + CODE_RULES.sendWindowMs, atMs));
    }
  };

  return {
    /** Stores a fresh code for the target (voiding the owner's previous one), then hands it to `deliver`. */
    issue: async (
      owner: CodeOwner,
      target: string,
      deliver: (code: string) => Promise<void>,
    ): Promise<SentCode> => {
      const at = now();
      await ensureNotLocked(owner.userId, at);
      await ensureMaySend(owner, at);
      const code = newCode();
      const row: CodeRow = {
        id: randomUUID(),
        user_id: owner.userId,
        channel: owner.channel,
        target,
        code_hash: await hashCode(code),
        status: 'pending',
        attempts: 0,
        created_at: at,
        expires_at: at + CODE_RULES.lifetimeMs,
        closed_at: null,
      };
      await db
        .transaction()
        .execute((trx) => createCodesRepo(trx).replacePending(row, at - CODE_RULES.keepRowsMs));
      try {
        await deliver(code);
      } catch (error) {
        // A code nobody received must not hold the resend countdown.
        await codes.remove(row.id);
        throw new DeliveryError(KEYS.sendFailed, error);
      }
      return { expireTime: row.expires_at, codeMaxLength: CODE_RULES.length };
    },

    /** Checks a code for the target; on a match spends it and runs `apply` in the same transaction. */
    redeem: async (
      owner: CodeOwner,
      target: string,
      code: string,
      apply: (trx: Database) => Promise<void>,
    ): Promise<void> => {
      await ensureNotLocked(owner.userId, now());
      // Bound to its target: a code sent to A finds no live code when B is checked (ASVS V6.6.2).
      const live = await codes.findLive(owner, target, now());
      if (live === undefined) throw codeError(KEYS.codeExpired);
      if (!(await codes.reserveCheck(live.id, CODE_RULES.maxChecksPerCode)))
        throw codeError(KEYS.codeExpired);
      if (!(await codeMatches(live.code_hash, code))) {
        await failures.recordFailure(owner.userId, now());
        const spent = await codes.exhaustIfSpent(live.id, CODE_RULES.maxChecksPerCode, now());
        throw codeError(spent ? KEYS.codeAttemptsExceeded : KEYS.codeWrong);
      }
      await db.transaction().execute(async (trx) => {
        if (!(await createCodesRepo(trx).markUsed(live.id, now()))) throw codeError(KEYS.codeExpired);
        await apply(trx);
      });
    },
  };
};

export type CodeBook = ReturnType<typeof createCodeBook>;
