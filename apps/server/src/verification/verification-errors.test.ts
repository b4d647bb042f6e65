import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandling } from '../http';
import { DeliveryError, RetryLaterError, verificationErrorHandler } from './verification-errors';

let app: FastifyInstance;
const logged: unknown[] = [];
beforeAll(async () => {
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerErrorHandling(app);
  await app.register(async (module) => {
    module.setErrorHandler(verificationErrorHandler);
    module.get('/later', async () => {
      throw new RetryLaterError('profile.profile-tab.verify-code-resend-wait', 42);
    });
    module.get('/undelivered', async () => {
      throw new DeliveryError('profile.profile-tab.verify-code-send-failed', new Error('SMTP 451'));
    });
    module.get('/other', async () => {
      throw new HttpError(400, 'profile.profile-tab.verify-code-wrong');
    });
  });
});
afterAll(() => app.close());

describe('the verification error handler', () => {
  it('answers a retry-later error with the seconds left in the body and the Retry-After header', async () => {
    const res = await app.inject({ method: 'GET', url: '/later' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({
      status: 'error',
      message: 'profile.profile-tab.verify-code-resend-wait',
      data: { retryAfter: 42 },
    });
  });

  it('logs why a code was not delivered and answers 503 with a key', async () => {
    const res = await app.inject({ method: 'GET', url: '/undelivered' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'profile.profile-tab.verify-code-send-failed' });
    expect(logged).toContainEqual(
      expect.objectContaining({ err: expect.objectContaining({ message: 'SMTP 451' }) }),
    );
  });

  it("hands every other error to the app's handler", async () => {
    const res = await app.inject({ method: 'GET', url: '/other' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: 'profile.profile-tab.verify-code-wrong' });
  });
});
