import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tradescope-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tradescope</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"sources":["/home/build/src/main.tsx"]}');
  writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dist, 'sw.js.map'), '{"sources":["/home/build/sw.js"]}');
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web host', () => {
  it('serves the built files but never a source map left in the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(200);
    for (const url of ['/assets/index-abc.js.map', '/sw.js.map']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });
});
