import { ApiError } from './errors';

/** The part of a zod schema an endpoint needs; the schemas come from the domain. */
export interface Schema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

/** An answer that does not fit the domain's schema is a server fault, not something to render. */
const shapeError = () => new ApiError(200, 'server.error');

export const parseWith =
  <T>(schema: Schema<T>) =>
  (data: unknown): T => {
    const result = schema.safeParse(data);
    if (!result.success) throw shapeError();
    return result.data;
  };

/** A list where one malformed entry is dropped rather than failing the whole screen. */
export const parseListWith =
  <T>(schema: Schema<T>) =>
  (data: unknown): T[] => {
    if (!Array.isArray(data)) throw shapeError();
    return data.flatMap((entry) => {
      const result = schema.safeParse(entry);
      return result.success ? [result.data] : [];
    });
  };

/** For endpoints whose answer carries nothing we read. */
export const ignoreData = (): null => null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
