import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { output, ZodType } from 'zod';

/**
 * Route schemas are zod schemas: the parsed value (defaults applied, unknown keys stripped) replaces the raw input,
 * so a handler never sees a field its schema does not name. The ZodError is kept as the failure, so the error
 * handler can answer with the spec's key the schema names.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

const plainResponses = new WeakSet<ZodType>();

/**
 * An answer's JSON written once as bytes: what a hot route may return instead of the object (the matches service
 * keeps these for identical requests, so its cache holds one buffer an answer, not the page's thousand objects
 * for the garbage collector to copy and mark). Sent as these bytes; `T` is the answer they spell.
 */
export class WrittenJson<T> {
  declare readonly spells: T;
  constructor(readonly bytes: Buffer) {}
}

/**
 * The success envelope of `data` (success()'s shape, JSON.stringify's text) as UTF-8 bytes, written now: a
 * shared answer (isSharedAnswer) for every request handed the same object.
 */
export const writtenSuccess = <T>(data: T): WrittenJson<{ status: 'success'; data: T }> =>
  writtenSuccessOf<T>(JSON.stringify(data));

/** writtenSuccess from the data's JSON, as JSON.stringify would write it (the caller wrote it from parts). */
export const writtenSuccessOf = <T>(dataJson: string): WrittenJson<{ status: 'success'; data: T }> => {
  const bytes = Buffer.from(`{"status":"success","data":${dataJson}}`);
  shared.add(bytes);
  return new WrittenJson(bytes);
};

const ENVELOPE_HEAD = Buffer.from('{"status":"success","data":');
const ENVELOPE_TAIL = Buffer.from('}');

/** writtenSuccess from the data's JSON as UTF-8 parts, in order (the caller kept them written). */
export const writtenSuccessOfBytes = <T>(
  dataParts: readonly Uint8Array[],
): WrittenJson<{ status: 'success'; data: T }> => {
  const bytes = Buffer.concat([ENVELOPE_HEAD, ...dataParts, ENVELOPE_TAIL]);
  shared.add(bytes);
  return new WrittenJson(bytes);
};

/**
 * Marks a response schema of a hot route (the matches pages) as a contract for types and documentation only: the
 * answer is written with plain JSON.stringify, because checking a 25-row page costs several times its
 * serialisation (measured: 0.3-0.7 ms against 0.05 ms for a page of 25 matches). Its tests check the answers against
 * the schema instead. Such a route may answer with the bytes written beforehand (WrittenJson).
 */
export const unchecked = <T extends ZodType>(schema: T): ZodType<output<T> | WrittenJson<output<T>>> => {
  // A copy is marked, so the same schema stays checked wherever it is used as is.
  const copy = schema.clone() as T;
  plainResponses.add(copy);
  return copy as ZodType<output<T> | WrittenJson<output<T>>>;
};

/** A handler answered with something its response schema refuses: a server fault, never the caller's. */
class ResponseShapeError extends Error {
  readonly statusCode = 500;
  constructor(method: string, url: string, detail: string) {
    super(`Response of ${method} ${url} does not fit its schema: ${detail}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * Response schemas are checked, then the answer is written as it was returned (nothing is stripped, so a schema
 * can never change what a client receives), except on routes marked `unchecked`.
 */
// The bytes of an unchecked success envelope, by its data object's identity while that object lives: the matches
// service hands identical requests the same answer object (its answer cache), which is then encoded once, not once
// per request (when a grid page carried 100 matches an asset it was megabytes of JSON: building its text again,
// measuring and encoding it cost 16-28 ms of server CPU a request in matches-pg.mjs).
const written = new WeakMap<object, Buffer>();
const shared = new WeakSet<Buffer>();

/** Whether these bytes are a success envelope plainJson wrote once for every request handed the same data object. */
export const isSharedAnswer = (bytes: Buffer): boolean => shared.has(bytes);

/** A success envelope as UTF-8 bytes (JSON.stringify's text), encoded once per data object; anything else as text. */
export const plainJson = (envelope: unknown): string | Buffer => {
  if (envelope instanceof WrittenJson) return envelope.bytes;
  const { status, data, ...rest } = (envelope ?? {}) as { status?: unknown; data?: unknown };
  if (status !== 'success' || typeof data !== 'object' || data === null || Object.keys(rest).length > 0)
    return JSON.stringify(envelope);
  let bytes = written.get(data);
  if (bytes === undefined) {
    bytes = Buffer.from(`{"status":"success","data":${JSON.stringify(data)}}`);
    written.set(data, bytes);
    shared.add(bytes);
  }
  return bytes;
};

export const zodSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  // Fastify's type says text, but it writes a Buffer payload as is (reply.js onSendEnd takes a string or a Buffer).
  if (plainResponses.has(schema)) return plainJson as (data: unknown) => string;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseShapeError(method, url, result.error.message);
    return JSON.stringify(data);
  };
};

/** Every route of the app declares its params, query, body and response with zod. */
export const useZodSchemas = (app: FastifyInstance): void => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
};

/** The app as a route plugin sees it: request parts and answers typed by the route's zod schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
