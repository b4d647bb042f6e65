import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The last code the server's SMS outbox sent to a number (embedded mode writes texts to DATA_DIR/outbox). */
export const lastSmsCode = (to: string): string | undefined => {
  const folder = path.join('test-results', String(process.env.E2E_PORT ?? 4318), 'data', 'outbox');
  const texts = readdirSync(folder)
    .filter((file) => file.startsWith('sms-'))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`));
  return /code is (\d{6})\./.exec(texts.at(-1) ?? '')?.[1];
};

/** The signed-in browser's bearer token, for seeding through the API what a journey does not test. */
export const tokenOf = async (page: Page) =>
  ((await (await page.request.get('/api/v1/token')).json()).data as { token: string }).token;

const assetPack = (name: string, position: number) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000 + position * 86_400,
  position,
  isEditable: true,
  settingsName: 'UserAssetPacks',
  lock: false,
  assets: ['btc', 'eth'],
});

/** Replaces the crypto asset packs of the signed-in user. */
export const seedAssetPacks = async (page: Page, names: readonly string[]) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const { settings } = (await (await page.request.get('/api/v1/user', { headers })).json()).data;
  settings.crypto.UserAssetPacks = Object.fromEntries(names.map((name, i) => [name, assetPack(name, i)]));
  const saved = await page.request.post('/api/v1/user/settings/edit', { headers, data: settings });
  expect(saved.status()).toBe(200);
};

export const packRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-pack]');
