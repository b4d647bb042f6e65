import type { z } from 'zod';
import { type Changes, isPlainObject, join, sameValue } from './changes';

/**
 * Rebuilds an object field by field against its schema: a field that parses keeps its parsed value, any
 * other field takes the default. Unknown fields are dropped, as the schema would drop them, and noted.
 */
export const repairFields = <T extends Record<string, unknown>>(
  shape: Readonly<Record<keyof T & string, z.ZodType>>,
  raw: unknown,
  defaults: T,
  path: string,
  changes: Changes,
): T => {
  if (!isPlainObject(raw)) {
    changes.note(path);
    return defaults;
  }
  const repaired: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const parsed = shape[key].safeParse(raw[key]);
    repaired[key] = parsed.success ? parsed.data : defaults[key];
    if (!parsed.success || !sameValue(parsed.data, raw[key])) changes.note(join(path, key));
  }
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(defaults, key)) changes.note(join(path, key));
  }
  return repaired as T;
};
