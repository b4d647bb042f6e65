import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-compose-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const build = (mode: string) =>
  buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-test',
      MARKET_DATA: mode,
    }),
    { logger: false },
  );

describe('the composition root', () => {
  it('serves no market data when MARKET_DATA is off', async () => {
    const app = await build('off');
    expect(app.marketData.feed.mode).toBe('off');
    expect(app.marketData.replay).toBeUndefined();
    await app.close();
  });

  it('builds the live feed over the shipped catalog when MARKET_DATA is live, and reaches no venue before ready', async () => {
    const app = await build('live');
    expect(app.marketData.feed.mode).toBe('live');
    expect(app.marketData.replay).toBeUndefined();
    expect(app.marketData.feed.status()).toMatchObject({ mode: 'live', running: false });
    await app.close();
  }, 30_000);
});
