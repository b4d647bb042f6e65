import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure, HttpError } from '../http';

/** A 429 the client can wait out: the body's data.retryAfter and the Retry-After header give the seconds left. */
export class RetryLaterError extends HttpError {
  constructor(
    key: string,
    readonly retryAfterS: number,
  ) {
    super(429, key);
  }
}

/** The code could not be handed to the mailer or SMS provider; the cause is logged, the client gets a key. */
export class DeliveryError extends HttpError {
  constructor(
    key: string,
    readonly reason: unknown,
  ) {
    super(503, key);
  }
}

export const secondsUntil = (atMs: number, nowMs: number): number =>
  Math.max(1, Math.ceil((atMs - nowMs) / 1000));

/** The module's own error handler: answers its two special errors and passes the rest to the app's handler. */
export const verificationErrorHandler = (
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error instanceof RetryLaterError) {
    return reply
      .status(429)
      .header('retry-after', String(error.retryAfterS))
      .send({ ...failure(error.key), data: { retryAfter: error.retryAfterS } });
  }
  if (error instanceof DeliveryError)
    request.log.error({ err: error.reason }, 'verification code not delivered');
  // A throw here hands the error to the parent (the app's) error handler.
  throw error;
};
