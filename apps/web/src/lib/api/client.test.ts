import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, NetworkError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const tokens = () => {
  let current = 'old';
  return {
    ensure: vi.fn(async () => current),
    refresh: vi.fn(async () => {
      current = 'new';
      return current;
    }),
  };
};

describe('api client', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    const fetchImpl = vi.fn(async () => json(200, { status: 'success', data: { n: 1 } }));
    const api = createApiClient(tokens(), fetchImpl);
    expect(await api('user', { parse: (data) => data })).toEqual({ n: 1 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer old');
  });

  it('answers a 401 with one token refresh and one retry', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(401, { status: 'error', message: 'auth.unauthorized' }))
      .mockResolvedValueOnce(json(200, { status: 'success', data: 'ok' }));
    const source = tokens();
    const api = createApiClient(source, fetchImpl);
    expect(await api('user', { parse: String })).toBe('ok');
    expect(source.refresh).toHaveBeenCalledTimes(1);
    const retry = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect((retry[1].headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  it('turns an error envelope into an ApiError with its key and field errors', async () => {
    const fetchImpl = vi.fn(async () =>
      json(409, {
        status: 'error',
        message: 'auth.email-taken',
        errors: [{ field: 'body.email', key: 'auth.email-taken' }],
      }),
    );
    const api = createApiClient(tokens(), fetchImpl);
    const failure = await api('auth/sign-up', { auth: false, parse: String }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      key: 'auth.email-taken',
      fieldErrors: [{ field: 'email', key: 'auth.email-taken' }],
    });
  });

  it('keeps the values a field error’s message needs, such as the count of a pack cap', async () => {
    const fetchImpl = vi.fn(async () =>
      json(400, {
        status: 'error',
        message: 'market.alerts-tab.max-alerts',
        errors: [{ field: 'body.crypto.Alerts', key: 'market.alerts-tab.max-alerts', params: { count: 5 } }],
      }),
    );
    const failure = await createApiClient(tokens(), fetchImpl)('user/settings/edit', { parse: String }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      fieldErrors: [{ field: 'crypto.Alerts', key: 'market.alerts-tab.max-alerts', params: { count: 5 } }],
    });
  });

  it('reports a failed connection as a NetworkError and lets an abort through untouched', async () => {
    const offline = createApiClient(
      tokens(),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(offline('health', { auth: false, parse: String })).rejects.toBeInstanceOf(NetworkError);
    const controller = new AbortController();
    controller.abort();
    const aborting = createApiClient(
      tokens(),
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(aborting('user', { signal: controller.signal, parse: String })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
