import { successEnvelopeSchema } from '@tradescope/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { success } from './envelope';
import { registerErrorHandling } from './error-handler';
import { isSharedAnswer, plainJson, typed, unchecked, useZodSchemas, writtenSuccess } from './zod-validation';

const answer = successEnvelopeSchema(z.object({ n: z.number().int() }));

const appWith = (value: unknown) => {
  const app = Fastify({ logger: false });
  useZodSchemas(app);
  registerErrorHandling(app);
  const api = typed(app);
  const body = z.object({ name: z.string().min(1, 'market.empty-name'), page: z.number().default(1) });
  api.post('/echo', { schema: { body, response: { 200: answer } } }, async (request) =>
    success({ n: request.body.page }),
  );
  api.get('/checked', { schema: { response: { 200: answer } } }, async () => value as never);
  api.get('/unchecked', { schema: { response: { 200: unchecked(answer) } } }, async () => value as never);
  return app;
};

describe('zod schemas at the edges', () => {
  it('refuses a bad body with the key its schema names, and hands the handler the parsed value', async () => {
    const app = appWith(null);
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', message: 'market.empty-name' });
    const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', extra: 1 } });
    expect(good.json()).toEqual({ status: 'success', data: { n: 1 } });
  });

  it('answers a response that breaks its schema as a server fault, never as the caller’s', async () => {
    const app = appWith(success({ n: 1.5 }));
    const res = await app.inject({ method: 'GET', url: '/checked' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', message: 'server.error' });
  });

  it('writes a fitting answer as returned, extra fields included, and an unchecked one without a look', async () => {
    const app = appWith({ ...success({ n: 2 }), extra: true });
    expect((await app.inject({ method: 'GET', url: '/checked' })).json()).toEqual({
      status: 'success',
      data: { n: 2 },
      extra: true,
    });
    const loose = appWith(success({ n: 'two' }));
    const unchecked = await loose.inject({ method: 'GET', url: '/unchecked' });
    expect(unchecked.json()).toEqual({ status: 'success', data: { n: 'two' } });
    // Written as bytes, still a JSON answer of the right length.
    expect(unchecked.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(unchecked.headers['content-length']).toBe(String(unchecked.rawPayload.length));
  });

  it('writes an unchecked answer shared by identical requests once, and every envelope as JSON.stringify does', () => {
    let writes = 0;
    const page = {
      items: [{ id: 'a' }],
      total: 1,
      toJSON: () => {
        writes += 1;
        return { written: writes };
      },
    };
    const first = plainJson(success(page));
    expect(String(first)).toBe('{"status":"success","data":{"written":1}}');
    // The same bytes again: neither stringified nor encoded a second time.
    expect(plainJson(success(page))).toBe(first);
    expect(writes).toBe(1);
    expect(String(plainJson(success({ name: 'café' })))).toBe('{"status":"success","data":{"name":"café"}}');
    for (const other of [
      success({ n: 1 }, 'note'),
      success([1, 2]),
      success(null),
      { status: 'error', message: 'k' },
    ])
      expect(String(plainJson(other))).toBe(JSON.stringify(other));
  });

  it('sends an answer written beforehand as its bytes, the envelope success() would have written', () => {
    const data = { items: [{ id: 'a', name: 'café', n: -0 }], total: 1 };
    const written = writtenSuccess(data);
    expect(plainJson(written)).toBe(written.bytes);
    expect(written.bytes.toString('utf8')).toBe(JSON.stringify(success(data)));
    // Compressed once per encoding, as the answers plainJson writes once are.
    expect(isSharedAnswer(written.bytes)).toBe(true);
  });
});
