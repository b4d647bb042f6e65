import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { successEnvelopeSchema } from '@tradescope/domain';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { success } from './envelope';
import { compressSharedAnswersOnce } from './shared-answer-encoding';
import { typed, unchecked, useZodSchemas } from './zod-validation';

// Counts this module's compressions (compress itself requires its own zlib, which this does not reach).
const calls = vi.hoisted(() => ({ gzip: 0, br: 0 }));
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  return {
    ...zlib,
    gzipSync: (bytes: Buffer) => {
      calls.gzip += 1;
      return zlib.gzipSync(bytes);
    },
    brotliCompressSync: (bytes: Buffer, options: object) => {
      calls.br += 1;
      return zlib.brotliCompressSync(bytes, options);
    },
  };
});

const page = { items: Array.from({ length: 200 }, (_, i) => ({ id: `m${i}`, pair: 'BTC/USDT' })) };

/** The app's order: compress registered globally, then a route scope that shares one answer object. */
const appSharing = async (data: object) => {
  const app = Fastify({ logger: false });
  useZodSchemas(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(async (scope) => {
    compressSharedAnswersOnce(scope);
    const answer = unchecked(successEnvelopeSchema(z.object({ items: z.array(z.unknown()) })));
    typed(scope).get(
      '/shared',
      { schema: { response: { 200: answer } } },
      async () => success(data) as never,
    );
    typed(scope).get(
      '/fresh',
      { schema: { response: { 200: answer } } },
      async () => success({ ...data }) as never,
    );
  });
  return app;
};

const get = (
  app: Awaited<ReturnType<typeof appSharing>>,
  url: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, headers });

describe('shared answers compressed once', () => {
  it('compresses an answer shared by identical requests once per encoding, as compress would', async () => {
    const app = await appSharing(page);
    const plain = JSON.stringify(success(page));
    calls.gzip = 0;
    calls.br = 0;
    for (let i = 0; i < 3; i++) {
      const res = await get(app, '/shared', { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
    // A browser's header: brotli first, as compress negotiates it.
    for (let i = 0; i < 2; i++) {
      const res = await get(app, '/shared', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
    }
    expect(calls).toEqual({ gzip: 1, br: 1 });
  });

  it('compresses an answer made anew for each request once for each, and sends plain bytes to whoever asks for none', async () => {
    const app = await appSharing(page);
    const plain = JSON.stringify(success(page));
    calls.gzip = 0;
    for (let i = 0; i < 2; i++) {
      const fresh = await get(app, '/fresh', { 'accept-encoding': 'gzip' });
      expect(fresh.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(fresh.rawPayload).toString()).toBe(plain);
    }
    expect(calls.gzip).toBe(2);
    const asks: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ];
    for (const headers of asks) {
      const res = await get(app, '/shared', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain);
    }
  });
});
