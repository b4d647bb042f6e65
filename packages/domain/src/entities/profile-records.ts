import { z } from 'zod';
import {
  countSchema,
  httpUrlSchema,
  idSchema,
  nameSchema,
  priceSchema,
  symbolSchema,
  textSchema,
  titleSchema,
  unixSecondsSchema,
} from './primitives';

/** A present of plan days; enable_date 0 means not activated yet (spec §3 Gift). */
export const giftSchema = z.object({
  name: nameSchema,
  title: titleSchema,
  days: countSchema,
  date: unixSecondsSchema,
  enable_date: unixSecondsSchema,
});
export type Gift = z.infer<typeof giftSchema>;

/** Purchase statuses of spec §4; completed is shown as "successful". */
export const PURCHASE_STATUSES = ['failed', 'cancelled', 'completed', 'pending'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);

export const purchaseSchema = z.object({
  id: idSchema,
  date: unixSecondsSchema,
  plan: titleSchema,
  amount: priceSchema,
  currency: symbolSchema,
  paymentMethod: titleSchema,
  status: purchaseStatusSchema,
  details: textSchema.nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** A sign-in; terminate is offered only while its action is still login (spec §2). */
export const SESSION_ACTIONS = ['login', 'logout'] as const;
export const sessionSchema = z.object({
  id: idSchema,
  loginDate: unixSecondsSchema,
  logoutDate: unixSecondsSchema.nullable(),
  action: z.enum(SESSION_ACTIONS),
  ip: z.string().max(64),
  // The server knows no location of an address yet: null until it does.
  location: titleSchema.nullable(),
  browser: titleSchema,
  os: titleSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** ICT programme videos are reviewed by an administrator (spec §4). */
export const VIDEO_STATUSES = ['pending', 'accept', 'reject'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const videoSchema = z.object({
  number: countSchema,
  date: unixSecondsSchema,
  status: z.enum(VIDEO_STATUSES),
  comment: textSchema.nullable(),
  dueDate: unixSecondsSchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const INSTALLMENT_SLOTS = ['first', 'second', 'last'] as const;
export type InstallmentSlot = (typeof INSTALLMENT_SLOTS)[number];

/**
 * A plan paid in three parts (spec §3). Amounts share one currency; each part has a payment status and
 * the days left until it is due (negative once overdue).
 */
export const installmentEntrySchema = z.object({
  planName: titleSchema,
  startSubscription: unixSecondsSchema,
  /** Length of the subscription in days. */
  endSubscription: countSchema,
  firstInstallmentAmount: priceSchema,
  secondInstallmentAmount: priceSchema,
  lastInstallmentAmount: priceSchema,
  currency: symbolSchema,
  firstInstallmentStatus: purchaseStatusSchema,
  secondInstallmentStatus: purchaseStatusSchema,
  lastInstallmentStatus: purchaseStatusSchema,
  firstInstallment: z.number().int(),
  secondInstallment: z.number().int(),
  lastInstallment: z.number().int(),
  nextInstallment: z.enum(INSTALLMENT_SLOTS).nullable(),
  payUrl: httpUrlSchema.nullable(),
});
export type InstallmentEntry = z.infer<typeof installmentEntrySchema>;

/** A news tip in both languages; is_read '0' marks it unread (spec §3 Tip). */
export const tipSchema = z.object({
  id: idSchema,
  is_read: z.enum(['0', '1']),
  image_url: z.string().max(2048),
  title_en: titleSchema,
  title_fa: titleSchema,
  tag_en: titleSchema,
  tag_fa: titleSchema,
  text_en: textSchema,
  text_fa: textSchema,
  link_en: z.string().max(2048),
  link_fa: z.string().max(2048),
  link_text_en: titleSchema,
  link_text_fa: titleSchema,
  create_date: unixSecondsSchema,
});
export type Tip = z.infer<typeof tipSchema>;

/** A user's quote shown by the loading overlay (spec §3 user_feedback). */
export const userFeedbackSchema = z.object({
  text_en: textSchema,
  text_fa: textSchema,
  name_en: titleSchema,
  name_fa: titleSchema,
});
export type UserFeedback = z.infer<typeof userFeedbackSchema>;
