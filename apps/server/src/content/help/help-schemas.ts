import { ENTITY_BOUNDS, HELP_PLATFORMS } from '@tradescope/domain';
import { z } from 'zod';
import { CONTENT_KEYS } from '../content-keys';
import { withoutNul } from '../text-input';
import { isWebRef } from '../web-ref';
import { HELP_VARIANTS } from './help-tree';

/** Longest HTML an administrator may store per language; a long help page is a few thousand characters. */
export const HELP_CONTENT_MAX = 20_000;

/** The id is the slug of the help.content route (/help/:parent/:child?). */
export const helpIdSchema = z
  .string({ error: CONTENT_KEYS.helpIdInvalid })
  .max(ENTITY_BOUNDS.id, CONTENT_KEYS.helpIdInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONTENT_KEYS.helpIdInvalid);

export const helpParamsSchema = z.object({ sectionId: helpIdSchema });

export const helpQuerySchema = z.object({
  type: z.enum(HELP_VARIANTS, { error: CONTENT_KEYS.helpTypeInvalid }).default('desktop'),
});

const label = withoutNul(
  z
    .string({ error: CONTENT_KEYS.helpLabelEmpty })
    .trim()
    .min(1, CONTENT_KEYS.helpLabelEmpty)
    .max(ENTITY_BOUNDS.title, CONTENT_KEYS.helpTooLong),
);
const content = withoutNul(z.string().max(HELP_CONTENT_MAX, CONTENT_KEYS.helpTooLong)).default('');
/** A picture per theme; null or empty for none. */
const image = z
  .string()
  .refine((value) => value === '' || isWebRef(value), CONTENT_KEYS.helpImageInvalid)
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

/** PUT admin/help/:sectionId: a section (parentId null) or a child of one. */
export const helpEntryBodySchema = z.object({
  parentId: helpIdSchema.nullable().default(null),
  position: z.number().int().min(0).max(100_000).default(0),
  platform: z.enum(HELP_PLATFORMS).default('all'),
  label_en: label,
  label_fa: label,
  content_en: content,
  content_fa: content,
  image_light: image,
  image_dark: image,
});
export type HelpEntryInput = z.infer<typeof helpEntryBodySchema>;
