import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
