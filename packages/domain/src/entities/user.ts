import { z } from 'zod';
import { countSchema, httpUrlSchema, idSchema, titleSchema, unixSecondsSchema } from './primitives';
import { installmentEntrySchema, tipSchema, userFeedbackSchema } from './profile-records';
import { settingsSchema } from './settings';

export const USER_ROLES = ['administrator', 'shop_manager', 'other'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Expiry (unix seconds) per tier; null or absent means the tier was never bought (spec §3). */
const expirySchema = unixSecondsSchema.nullable().default(null);
export const expiryMapSchema = z.object({
  ict: expirySchema,
  hero: expirySchema,
  xmoon: expirySchema,
  pro: expirySchema,
});
export type UserExpiryMap = z.infer<typeof expiryMapSchema>;

/** While `limited` is in the future its tier fields replace the normal maps (spec §4). */
export const limitedAccessSchema = expiryMapSchema.extend({ limited: expirySchema });

export const remainingDaysSchema = z.object({
  crypto: countSchema,
  global: countSchema,
  cryptoICT: countSchema,
  globalICT: countSchema,
  cryptoXMoon: countSchema,
  globalXMoon: countSchema,
  falcon: countSchema,
});

/** ICT programme state per market group: days left and the next video due date ("remaind" as stored). */
const ictStateSchema = z.object({ remaindDays: countSchema, dueDate: unixSecondsSchema.nullable() });
export const ictDataSchema = z.object({ crypto: ictStateSchema, global: ictStateSchema });

/** Pack counts allowed per kind (spec §3 limitations). */
export const userLimitationsSchema = z.object({
  'asset-packs': countSchema,
  'simple-strategy-packs': countSchema,
  'advance-strategy-packs': countSchema,
  alerts: countSchema,
});

export const FREEZE_STATUSES = ['freezed', 'unfreezed'] as const;

/** The signed-in user as GET user returns it (spec §3 User). */
export const userSchema = z.object({
  settings: settingsSchema,
  cid: idSchema,
  displayName: titleSchema,
  /** Empty until entered; checked by the national-code rule, not here. */
  nationalCode: z.string().max(10),
  email: z.union([z.literal(''), z.email().max(254)]),
  emailVerified: z.boolean(),
  phoneNumber: z.string().max(20),
  phoneNumberVerified: z.boolean(),
  avatar: httpUrlSchema.nullable(),
  registerDate: unixSecondsSchema,
  plan: z.string().max(32),
  globalPlan: z.string().max(32),
  role: z.enum(USER_ROLES),
  remainingGifts: countSchema,
  remainedDays: countSchema,
  globalRemainedDays: countSchema,
  falconRemainedDays: countSchema,
  remainingDays: remainingDaysSchema,
  ictData: ictDataSchema,
  lastChargeDate: unixSecondsSchema.nullable(),
  lastChargeDays: countSchema.nullable(),
  cryptoFreezeStatus: z.enum(FREEZE_STATUSES),
  schemaLastUpdate: unixSecondsSchema,
  user_feedback: z.array(userFeedbackSchema).max(100),
  userTips: z.array(tipSchema).max(200),
  installment: z.array(installmentEntrySchema).max(20),
  limitations: userLimitationsSchema,
  access: expiryMapSchema,
  globalAccess: expiryMapSchema,
  falconAccess: expiryMapSchema,
  limitedAccess: limitedAccessSchema,
  /** Whether a Telegram chat is bound to the account through the alert bot (spec §4: the bot's send type). */
  alertBot: z.object({ connected: z.boolean() }),
});
export type User = z.infer<typeof userSchema>;

/** POST user/update body (spec §7): the only profile fields a user edits directly. */
export const userUpdateSchema = z.object({ displayName: titleSchema, nationalCode: z.string().max(10) });
export type UserUpdate = z.infer<typeof userUpdateSchema>;
