import { z } from 'zod';
import { LANGUAGES } from '../markets';
import { ENTITY_BOUNDS, nameSchema, textSchema, titleSchema } from './primitives';
import { rangeValueSchema } from './range';

/** An option of a select: lockable by plan with the minimum plan shown (spec §3 Select item). */
export const selectItemSchema = z.object({
  name: nameSchema,
  label: titleSchema,
  value: z.union([z.string().max(ENTITY_BOUNDS.title), z.number().finite()]),
  lock: z.boolean(),
  minCap: z.string().max(32).nullable(),
  disable: z.boolean(),
});
export type SelectItem = z.infer<typeof selectItemSchema>;

export const FILTER_TYPES = ['simple', 'range'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** A filter of a list page (spec §3 Filter): its items, its selection and the setting it persists to. */
export const filterSchema = z.object({
  name: nameSchema,
  title: titleSchema,
  type: z.enum(FILTER_TYPES),
  items: z.array(selectItemSchema).max(ENTITY_BOUNDS.assets),
  data: z.object({
    selected: z.union([
      z.array(z.union([z.string().max(ENTITY_BOUNDS.title), z.number().finite()])).max(ENTITY_BOUNDS.assets),
      rangeValueSchema,
    ]),
    /** The row field the filter reads (price, change24h ...). */
    field: nameSchema,
    settingName: nameSchema,
    /** Whether the selection is sent as an object rather than a list. */
    toObject: z.boolean(),
    /** Whether the filter applies to the aggregate counts request too. */
    aggregate: z.boolean(),
  }),
  options: z.object({
    multiple: z.boolean(),
    searchable: z.boolean(),
    limit: z.number().int().positive().nullable(),
    min: z.number().finite().nullable(),
    max: z.number().finite().nullable(),
  }),
});
export type Filter = z.infer<typeof filterSchema>;

/** A language offered by the picker (spec §3 Supported language). */
export const supportedLanguageSchema = z.object({
  name: titleSchema,
  value: z.enum(LANGUAGES),
  label: titleSchema,
  flag: textSchema,
});
export type SupportedLanguage = z.infer<typeof supportedLanguageSchema>;

export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  { name: 'English', value: 'en', label: 'EN', flag: 'gb' },
  { name: 'فارسی', value: 'fa', label: 'FA', flag: 'ir' },
];
