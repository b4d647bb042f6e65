import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
let userHeaders: { authorization: string };
let adminRoutes: { method: string; url: string }[];

beforeAll(async () => {
  t = await startTestApp();
  userHeaders = (await signUpUser(t.app)).headers;
  // Every admin route the app describes, whichever module registered it: a new one is covered without listing it.
  const paths = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths as Record<
    string,
    Record<string, unknown>
  >;
  adminRoutes = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/v1/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        // Parameters filled with plausible values: the guard must answer before any lookup.
        url: path.replace(/\{[^}]+\}/g, (name) =>
          name === '{market}'
            ? 'crypto'
            : name === '{section}'
              ? 'AtaAssetPacks'
              : '00000000-0000-4000-8000-000000000000',
        ),
      })),
    );
});
afterAll(() => t?.close());

describe('every administrator route', () => {
  it('is found in the API description (users, videos, tips, help, quotes, packs, health, audit, impersonate)', () => {
    const urls = adminRoutes.map((route) => `${route.method} ${route.url}`).join('\n');
    for (const part of [
      'users',
      'videos',
      'tips',
      'help',
      'feedback-quotes',
      'system-packs',
      'health',
      'audit',
      'impersonate',
    ])
      expect(urls).toContain(`/api/v1/admin/${part}`);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(18);
  });

  it('answers 401 auth.unauthorized without a bearer token', async () => {
    for (const route of adminRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url, payload: {} });
      expect({ route, status: res.statusCode, message: res.json().message }).toEqual({
        route,
        status: 401,
        message: 'auth.unauthorized',
      });
    }
  });

  it('answers 403 auth.forbidden to a signed-in user who is not an administrator, and changes nothing', async () => {
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: userHeaders,
        payload: {},
      });
      expect({ route, status: res.statusCode, message: res.json().message }).toEqual({
        route,
        status: 403,
        message: 'auth.forbidden',
      });
    }
    expect(await t.db.selectFrom('admin_audit').selectAll().execute()).toEqual([]);
  });
});
