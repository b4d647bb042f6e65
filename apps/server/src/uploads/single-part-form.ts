import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';

/** The limits every upload form shares: one part, no room for smuggled fields (reliability-reference: set them by hand). */
export const FORM_LIMITS = {
  files: 1,
  fields: 1,
  parts: 1,
  fieldNameSize: 64,
  // Long enough for the "false" that deletes an avatar, too short to carry a file as a field.
  fieldSize: 64,
  headerPairs: 16,
} as const;

/** The message keys a form answers with: one for a file over its size, one for everything else that is wrong. */
export type FormKeys = { readonly tooLarge: string; readonly invalid: string };

/** Reads a form that must hold exactly one part, named `field`. */
export type SinglePartForm = <T>(
  /** Reads the part; a file's stream must be consumed before the form can go on. */
  consume: (part: Multipart) => Promise<T>,
  /** Undoes `consume` when the form turns out wrong after it (a second part, a truncated body). */
  discard: (value: T) => Promise<void>,
) => Promise<T>;

// The parser's own errors (FST_*), busboy's parse errors (plain Errors such as "Unexpected end of form") and a client
// that hangs up are the client's fault; anything else (a full disk, a bug) stays a 500 and gets logged.
const CLIENT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET']);
const isClientFault = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code.startsWith('FST_') || CLIENT_CODES.has(code);
  return error instanceof Error && error.constructor === Error;
};

/** Gives a malformed, oversized or truncated form the form's own key instead of the parser's words or a 500. */
const asFormError = (error: unknown, keys: FormKeys): unknown => {
  if (error instanceof HttpError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, keys.tooLarge);
  return isClientFault(error) ? new HttpError(400, keys.invalid) : error;
};

export const singlePartForm =
  (request: FastifyRequest, field: string, keys: FormKeys, fileSize: number): SinglePartForm =>
  async (consume, discard) => {
    if (!request.isMultipart()) throw new HttpError(415, keys.invalid);
    let read: { value: Awaited<ReturnType<typeof consume>> } | undefined;
    try {
      for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize } })) {
        if (read !== undefined || part.fieldname !== field) throw new HttpError(400, keys.invalid);
        read = { value: await consume(part) };
      }
    } catch (error) {
      if (read !== undefined) await discard(read.value);
      throw asFormError(error, keys);
    }
    if (read === undefined) throw new HttpError(400, keys.invalid);
    return read.value;
  };
