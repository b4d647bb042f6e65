import { ENTITY_BOUNDS } from '@tradescope/domain';
import { z } from 'zod';
import { CONTENT_KEYS } from '../content-keys';
import { withoutNul } from '../text-input';
import { isWebRef } from '../web-ref';
import { TIPS_SHOWN_MAX } from './tips-repo';

const required = (emptyKey: string, max: number) =>
  withoutNul(z.string({ error: emptyKey }).trim().min(1, emptyKey).max(max, CONTENT_KEYS.tipTooLong));
const optional = (max: number) => withoutNul(z.string().trim().max(max, CONTENT_KEYS.tipTooLong)).default('');
const reference = (key: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isWebRef(value), key)
    .default('');

/** POST admin/tips: a tip is published in both languages at once (title and text required in each). */
export const tipBodySchema = z
  .object({
    image_url: reference(CONTENT_KEYS.tipImageInvalid),
    title_en: required(CONTENT_KEYS.tipTitleEmpty, ENTITY_BOUNDS.title),
    title_fa: required(CONTENT_KEYS.tipTitleEmpty, ENTITY_BOUNDS.title),
    tag_en: optional(ENTITY_BOUNDS.title),
    tag_fa: optional(ENTITY_BOUNDS.title),
    text_en: required(CONTENT_KEYS.tipTextEmpty, ENTITY_BOUNDS.text),
    text_fa: required(CONTENT_KEYS.tipTextEmpty, ENTITY_BOUNDS.text),
    link_en: reference(CONTENT_KEYS.tipLinkInvalid),
    link_fa: reference(CONTENT_KEYS.tipLinkInvalid),
    link_text_en: optional(ENTITY_BOUNDS.title),
    link_text_fa: optional(ENTITY_BOUNDS.title),
  })
  .superRefine((tip, context) => {
    for (const lang of ['en', 'fa'] as const) {
      if (tip[`link_${lang}`] !== '' && tip[`link_text_${lang}`] === '') {
        context.addIssue({
          code: 'custom',
          path: [`link_text_${lang}`],
          message: CONTENT_KEYS.tipLinkTextEmpty,
        });
      }
    }
  });
export type TipInput = z.infer<typeof tipBodySchema>;

/** Tip ids are uuids (published) or slugs (first-start tips). */
const tipId = z
  .string({ error: CONTENT_KEYS.tipIdsInvalid })
  .max(ENTITY_BOUNDS.id, CONTENT_KEYS.tipIdsInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, CONTENT_KEYS.tipIdsInvalid);

/** POST user/tips/read: the panel sends every unread tip it showed. */
export const readTipsBodySchema = z.object({
  tipIds: z
    .array(tipId, { error: CONTENT_KEYS.tipIdsInvalid })
    .max(TIPS_SHOWN_MAX, CONTENT_KEYS.tipIdsInvalid),
});

export const tipParamsSchema = z.object({ id: tipId });
