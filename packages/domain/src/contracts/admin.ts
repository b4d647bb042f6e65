import { z } from 'zod';
import { countSchema, textSchema, titleSchema, unixSecondsSchema } from '../entities/primitives';
import { giftSchema, purchaseSchema, sessionSchema, videoSchema } from '../entities/profile-records';
import { expiryMapSchema, USER_ROLES, userSchema } from '../entities/user';
import { MARKETS } from '../markets';

// What the administrator's console and the admin routes say to each other (spec §6 role administrator).

const pageFields = { page: z.number().int(), pageSize: z.number().int(), total: countSchema };

/** A row of GET admin/users. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(USER_ROLES),
  registerDate: unixSecondsSchema,
  access: expiryMapSchema.partial(),
  globalAccess: expiryMapSchema.partial(),
  falconAccess: expiryMapSchema.partial(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), ...pageFields });

/** GET admin/users/:userId: the account as its owner sees it (without settings), and its records. */
export const adminUserDetailSchema = z.object({
  user: userSchema.omit({ settings: true, userTips: true, user_feedback: true }).extend({ id: z.string() }),
  sessions: z.array(sessionSchema),
  purchases: z.array(purchaseSchema),
  gifts: z.array(giftSchema),
  videos: z.array(videoSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** A video in the review queue: the uploader's view, its id and file, and who sent it. */
export const adminVideoSchema = videoSchema.extend({
  id: z.string(),
  type: z.string(),
  size: z.number(),
  reviewedAt: z.number().nullable(),
  user: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const videoReviewSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  comment: textSchema.optional(),
});

/** One administrator change: who, what (method and route), on what, when (unix seconds), with which body. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.unknown(),
  at: unixSecondsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), ...pageFields });

/** GET admin/health. */
export const systemHealthSchema = z.object({
  feed: z.object({
    mode: z.enum(['replay', 'live', 'off']),
    running: z.boolean(),
    time: z.number(),
    instruments: countSchema,
    pendingWrites: countSchema,
  }),
  sources: z.array(
    z.object({
      source: z.string(),
      series: countSchema,
      lastClose: z.number().nullable(),
      lagS: z.number().nullable(),
    }),
  ),
  scans: z.object({ queued: countSchema, done: countSchema }),
  counts: z.object({ series: countSchema, liveMatches: countSchema, matchesSeen: countSchema }),
  outboxBacklog: countSchema,
  databaseBytes: z.number(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** A quote of the loading screen (spec §3 user_feedback) as the console edits it. */
export const feedbackQuoteInputSchema = z.object({
  text_en: textSchema.trim().min(1, 'feedback.quote-empty'),
  text_fa: textSchema.trim().min(1, 'feedback.quote-empty'),
  name_en: titleSchema.trim().min(1, 'feedback.quote-empty'),
  name_fa: titleSchema.trim().min(1, 'feedback.quote-empty'),
});
export const feedbackQuoteSchema = feedbackQuoteInputSchema.extend({ id: z.string(), position: z.number() });
export type FeedbackQuote = z.infer<typeof feedbackQuoteSchema>;

export const SYSTEM_PACK_SECTIONS = [
  'AtaAssetPacks',
  'AtaSimpleStrategyPacks',
  'AtaAdvanceStrategyPacks',
] as const;
export type SystemPackSection = (typeof SYSTEM_PACK_SECTIONS)[number];

/** A seeded pack of one market (the spec's Ata… sections), as stored. */
export const systemPackEntrySchema = z.object({
  market: z.enum(MARKETS),
  section: z.enum(SYSTEM_PACK_SECTIONS),
  name: z.string(),
  pack: z.record(z.string(), z.unknown()),
});
export type SystemPackEntry = z.infer<typeof systemPackEntrySchema>;

/** A help section or child as GET help serves it (both languages) and PUT admin/help/:sectionId stores it. */
export const helpEntryInputSchema = z.object({
  parentId: z.string().nullable(),
  position: z.number().int().min(0),
  platform: z.enum(['all', 'desktop', 'mobile']),
  label_en: titleSchema,
  label_fa: titleSchema,
  content_en: z.string(),
  content_fa: z.string(),
  image_light: z.string().nullable(),
  image_dark: z.string().nullable(),
});
export type HelpEntryInput = z.infer<typeof helpEntryInputSchema>;
const helpEntrySchema = helpEntryInputSchema.omit({ parentId: true }).extend({ id: z.string() });
export const helpTreeEntrySchema = helpEntrySchema.extend({ children: z.array(helpEntrySchema) });
export type HelpTreeEntry = z.infer<typeof helpTreeEntrySchema>;
