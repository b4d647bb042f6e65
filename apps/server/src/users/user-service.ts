import {
  activeTiers,
  type Settings,
  type SettingsSubmission,
  settingsSchema,
  unixSecondsFromMillis,
  validateDisplayName,
  validateNationalCode,
  validatePasswordChange,
  type WebhookUrlPolicy,
} from '@tradescope/domain';
import { createSessionsRepo, hashPassword, verifyPassword } from '../credentials';
import type { Database } from '../db';
import { ensureValid, HttpError } from '../http';
import type { SystemPacks } from '../system-packs';
import { settingsToStore } from './settings-rules';
import { accessHolderOf, planHolderOf } from './stored-access';
import { toUserView, type UserExtras } from './user-view';
import { createUsersRepo, type UserRecord } from './users-repo';

export const USER_KEYS = {
  notFound: 'request.not-found',
  passwordWrong: 'profile.change-password-tab.password-wrong',
  noXmoonPlan: 'profile.xmoon.no-plan',
  alreadyFrozen: 'profile.freeze.already-frozen',
  notFrozen: 'profile.freeze.not-frozen',
} as const;

type UserServiceDeps = {
  db: Database;
  now: () => number;
  /** GET user's parts that other modules own. */
  extrasOf: (row: UserRecord, nowMs: number) => Promise<UserExtras>;
  systemPacks: SystemPacks;
  /** Alert webhooks: http://127.0.0.1 passes only when tests or local development say so. */
  webhookPolicy?: WebhookUrlPolicy;
  /** Hears every stored settings document (the alerts index follows the user's alert packs). */
  onSettingsSaved?: (userId: string) => Promise<void> | void;
};

const SESSION_ACTIONS = { live: 'login', ended: 'logout' } as const;

export const createUserService = ({
  db,
  now,
  extrasOf,
  systemPacks,
  webhookPolicy = { allowLoopback: false },
  onSettingsSaved,
}: UserServiceDeps) => {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);

  const rowOf = async (userId: string): Promise<UserRecord> => {
    const row = await users.findById(userId);
    if (row === undefined) throw new HttpError(404, USER_KEYS.notFound);
    return row;
  };

  return {
    view: async (userId: string) => {
      const row = await rowOf(userId);
      return toUserView(row, await extrasOf(row, now()), systemPacks, now());
    },

    editSettings: async (userId: string, submitted: SettingsSubmission): Promise<Settings> => {
      const row = await rowOf(userId);
      const stored = settingsSchema.parse(
        toUserView(row, await extrasOf(row, now()), systemPacks, now()).settings,
      );
      const next = settingsToStore(
        submitted,
        stored,
        systemPacks,
        { holder: accessHolderOf(row), phoneVerified: row.phone_verified === 1 },
        unixSecondsFromMillis(now()),
        webhookPolicy,
      );
      await users.update(userId, { settings_json: JSON.stringify(next) }, now());
      await onSettingsSaved?.(userId);
      return next;
    },

    updateProfile: async (userId: string, input: { displayName: string; nationalCode: string }) => {
      const displayName = ensureValid(validateDisplayName(input.displayName));
      // The name and the code share one call: a user without a code yet may still rename himself, but a stored
      // code is only ever replaced by a valid one.
      const unchanged = input.nationalCode === (await rowOf(userId)).national_code;
      const nationalCode = unchanged
        ? input.nationalCode
        : ensureValid(validateNationalCode(input.nationalCode));
      await users.update(userId, { display_name: displayName, national_code: nationalCode }, now());
      return { displayName, nationalCode };
    },

    /** A new password ends every other session: whoever knew the old one is signed out (issue: security). */
    changePassword: async (
      userId: string,
      sessionId: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> => {
      const { newPassword } = ensureValid(
        validatePasswordChange({ ...input, repeatPassword: input.newPassword }),
      );
      const row = await rowOf(userId);
      if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
        throw new HttpError(400, USER_KEYS.passwordWrong, [
          { field: 'currentPassword', key: USER_KEYS.passwordWrong },
        ]);
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await createUsersRepo(trx).update(userId, { password_hash: passwordHash }, now());
        await createSessionsRepo(trx).endAllOf(userId, now(), sessionId);
      });
    },

    activity: async (userId: string) => {
      const rows = await sessions.historyOf(userId, 200);
      return rows.map((session) => ({
        id: session.id,
        // Stored in milliseconds; the record speaks unix seconds (spec §3 Session).
        loginDate: unixSecondsFromMillis(session.login_date),
        logoutDate: session.logout_date === null ? null : unixSecondsFromMillis(session.logout_date),
        action: session.logout_date === null ? SESSION_ACTIONS.live : SESSION_ACTIONS.ended,
        ip: session.ip,
        location: null,
        browser: session.browser,
        os: session.os,
      }));
    },

    /** Terminates one of the caller's own sessions; another user's session id is simply not found. */
    terminateSession: async (userId: string, sessionId: string): Promise<void> => {
      if (!(await sessions.endOwn(userId, sessionId, now()))) throw new HttpError(404, USER_KEYS.notFound);
    },

    /** Freezing stops the crypto plan's clock and signs every other device out. */
    freeze: async (userId: string, sessionId: string): Promise<void> => {
      const row = await rowOf(userId);
      if (row.crypto_freeze_status === 'freezed') throw new HttpError(409, USER_KEYS.alreadyFrozen);
      await db.transaction().execute(async (trx) => {
        await createUsersRepo(trx).update(
          userId,
          { crypto_freeze_status: 'freezed', frozen_at: now() },
          now(),
        );
        await createSessionsRepo(trx).endAllOf(userId, now(), sessionId);
      });
    },

    /** Unfreezing moves every crypto expiry that was still running later by the frozen time, so no day is lost. */
    unfreeze: async (userId: string): Promise<void> => {
      const row = await rowOf(userId);
      if (row.crypto_freeze_status !== 'freezed' || row.frozen_at === null) {
        throw new HttpError(409, USER_KEYS.notFrozen);
      }
      const frozenAt = unixSecondsFromMillis(row.frozen_at);
      const pausedS = unixSecondsFromMillis(now()) - frozenAt;
      const stored = row.accessMaps;
      const access = Object.fromEntries(
        Object.entries(stored.access).map(([tier, expiry]) => [
          tier,
          typeof expiry === 'number' && expiry > frozenAt ? expiry + pausedS : expiry,
        ]),
      );
      await users.update(
        userId,
        {
          crypto_freeze_status: 'unfreezed',
          frozen_at: null,
          accessMaps: { ...stored, access },
        },
        now(),
      );
    },

    /** The user turns XMoon on (spec §6): it needs an XMoon plan and a valid national code. */
    enableXmoon: async (userId: string): Promise<void> => {
      const row = await rowOf(userId);
      const nowS = unixSecondsFromMillis(now());
      // The plan itself: XMoon days open nothing (accessHolderOf) until this very call enables them.
      const holder = planHolderOf(row);
      const hasXmoon = ['crypto', 'currencies'].some((scope) =>
        activeTiers(holder, scope as 'crypto' | 'currencies', nowS).includes('xmoon'),
      );
      // The plan first: asking a user without one for a national code would send him filling a form for nothing.
      if (!hasXmoon) throw new HttpError(403, USER_KEYS.noXmoonPlan);
      ensureValid(validateNationalCode(row.national_code));
      await users.update(userId, { xmoon_enabled: 1 }, now());
    },
  };
};

export type UserService = ReturnType<typeof createUserService>;
