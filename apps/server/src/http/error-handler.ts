import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { type FieldError, failure, HTTP_KEYS } from './envelope';

/** An error a service throws on purpose: its message is a message key, its status a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

// A schema names the spec's key as its message (`z.string().min(1, 'market.empty-name')`); zod's own prose is not a key.
const MESSAGE_KEY = /^[a-z][a-z0-9-]*(\.[a-z0-9{}-]+)+$/;

const fieldErrorsOf = (error: ZodError, part: string | undefined): FieldError[] =>
  error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].filter(Boolean).join('.'),
    key: MESSAGE_KEY.test(issue.message) ? issue.message : HTTP_KEYS.validation,
  }));

const keyForStatus = (status: number): string => {
  if (status === 404) return HTTP_KEYS.notFound;
  if (status === 413) return HTTP_KEYS.tooLarge;
  if (status === 415) return HTTP_KEYS.unsupportedMedia;
  if (status === 408) return HTTP_KEYS.timeout;
  if (status === 429) return HTTP_KEYS.tooMany;
  return HTTP_KEYS.validation;
};

/** Turns every failure into the envelope; bad input is a 4xx with a key, and no stack ever leaves the server. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.key, error.fieldErrors));
    }
    const validation = (error as FastifyError).validation;
    const cause = (error as { cause?: unknown }).cause;
    if (validation !== undefined || error instanceof ZodError || cause instanceof ZodError) {
      const zodError = error instanceof ZodError ? error : cause instanceof ZodError ? cause : undefined;
      const part = (error as FastifyError).validationContext;
      const fields = zodError ? fieldErrorsOf(zodError, part) : [];
      const key = fields.find((field) => field.key !== HTTP_KEYS.validation)?.key ?? HTTP_KEYS.validation;
      return reply.status(400).send(failure(key, fields));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(keyForStatus(status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(HTTP_KEYS.server));
  });
};
