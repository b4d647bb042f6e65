import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { loadConfig } from './config';
import { HttpError } from './http';

let webDir: string;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'tradescope-web-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-data-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tradescope</title>');
  writeFileSync(path.join(webDir, 'offline.html'), '<!doctype html><title>Offline</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await buildApp(
    { ...loadConfig({ DATA_DIR: dataDir, MARKET_DATA: 'off', TRACK_RECORD: 'off' }), webDistDir: webDir },
    { logger: false },
  );
  // Probe routes that exercise the error handler the way feature routes will.
  app.post(
    '/api/v1/probe',
    { schema: { body: z.object({ name: z.string().min(1, 'market.empty-name') }) } },
    (req) => ({
      status: 'success',
      data: req.body,
    }),
  );
  app.get('/api/v1/probe/refused', () => {
    throw new HttpError(403, 'access.upgrade-required');
  });
  app.get('/api/v1/probe/crash', () => {
    throw new Error('secret detail /home/app/db.ts:42');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/v1/health', () => {
  it('answers ok in the envelope and is never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { status: 'ok', version: expect.any(String) },
    });
  });
});

describe('errors', () => {
  it('describes itself: an OpenAPI document of every route with its zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/user', '/api/v1/{market}/matches', '/api/v1/plans']),
    );
    expect(document.paths['/api/v1/{market}/matches']?.post).toMatchObject({
      requestBody: expect.anything(),
      responses: { 200: expect.anything() },
    });
  });

  it('turns a validation failure into 400 with the schema key and the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/probe', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'market.empty-name',
      errors: [{ field: 'body.name', key: 'market.empty-name' }],
    });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'request.invalid' });
  });

  it('refuses prototype poisoning with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'request.too-large' });
  });

  it('passes a service refusal through with its status and key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'access.upgrade-required' });
  });

  it('hides the detail of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ status: 'error', message: 'server.error' });
  });

  it('answers an unknown API path with a 404 envelope even when the browser asks for HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'request.not-found' });
  });
});

describe('the web app', () => {
  it('serves index.html for client routes so the router can answer them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/market/crypto/radar',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Tradescope</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the app at / to a client that does not ask for HTML (curl) and to one that sends no Accept', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const url of ['/', '/market/crypto/radar?source=binance-spot']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.body).toContain('<title>Tradescope</title>');
      }
    }
  });

  it('serves /offline.html as a file', async () => {
    const res = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.body).toContain('<title>Offline</title>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
