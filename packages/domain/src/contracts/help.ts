import { z } from 'zod';

/** Where a help entry shows: both layouts, or one of them. */
export const HELP_PLATFORMS = ['all', 'desktop', 'mobile'] as const;

/** One help page (GET help): labels and sanitized HTML per language, and an optional picture per theme. */
export const helpEntrySchema = z.object({
  id: z.string(),
  position: z.number(),
  platform: z.enum(HELP_PLATFORMS),
  label_en: z.string(),
  label_fa: z.string(),
  content_en: z.string(),
  content_fa: z.string(),
  image_light: z.string().nullable(),
  image_dark: z.string().nullable(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** The help centre's two levels: sections, each with its children (spec §2 help.content parent and child). */
export const helpSectionSchema = helpEntrySchema.extend({ children: z.array(helpEntrySchema) });
export type HelpSection = z.infer<typeof helpSectionSchema>;
