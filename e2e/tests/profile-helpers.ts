import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';
import { type Account, expect, PASSWORD } from './fixtures';

/** A new account of its own, for journeys that change what others rely on (password, sessions, plan). */
export const freshAccount = async (
  request: APIRequestContext,
  label: string,
): Promise<Account & { userId: string }> => {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signUp = () =>
    request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, displayName: 'Sara Trader' } });
  let response = await signUp();
  // Sign-up allows 10 a minute per address: a busy run waits its turn rather than failing.
  for (let tries = 0; response.status() === 429 && tries < 6; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    response = await signUp();
  }
  expect(response.status()).toBe(201);
  const { userId } = (await response.json()).data as { userId: string };
  return { email, password: PASSWORD, userId, cookies: (await request.storageState()).cookies };
};

/** Opens the browser as that account, past the welcome modal and the start-up quote. */
export const signInAs = async (context: BrowserContext, account: Account) => {
  await context.addCookies(account.cookies);
  await context.addInitScript(() => {
    localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
    sessionStorage.setItem('ata:feedback-shown', JSON.stringify({ v: true }));
  });
};

/** The administrator's bearer token, signed in on a context of its own. */
const adminHeaders = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL });
  const signIn = await context.request.post('/api/v1/auth/sign-in', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await (await context.request.get('/api/v1/token')).json()).data as { token: string };
  return { headers: { authorization: `Bearer ${token}` }, context };
};

/** The administrator gives a user a gift of days, as support would through the admin API. */
export const giveGift = async (
  browser: Browser,
  baseURL: string,
  userId: string,
  name: string,
  days: number,
  title = `Welcome gift ${days}`,
) => {
  const admin = await adminHeaders(browser, baseURL);
  const gift = await admin.context.request.post(`/api/v1/admin/users/${userId}/gifts`, {
    headers: admin.headers,
    data: { name, title, days, group: 'crypto', tier: 'pro' },
  });
  expect(gift.status()).toBeLessThan(300);
  await admin.context.close();
};

/** The administrator grants a crypto plan of a tier for some days, as support would through the admin API. */
export const grantPlan = async (
  browser: Browser,
  baseURL: string,
  userId: string,
  tier: string,
  days: number,
) => {
  const admin = await adminHeaders(browser, baseURL);
  const grant = await admin.context.request.post(`/api/v1/admin/users/${userId}/grant`, {
    headers: admin.headers,
    data: { group: 'crypto', tier, days },
  });
  expect(grant.status()).toBe(200);
  await admin.context.close();
};

/** The last verification code the mail outbox holds for an address (embedded mode writes mail to DATA_DIR/outbox). */
export const lastMailedCode = (to: string): string | undefined => {
  const folder = path.join('test-results', String(process.env.E2E_PORT ?? 4318), 'data', 'outbox');
  const mails = readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('verification code'));
  return /^\s{4}(\d{6})\s*$/m.exec(mails.at(-1) ?? '')?.[1];
};

/** Opens a profile screen and waits for its tab, which loads on demand (slow on a busy machine). */
export const openProfile = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
};

/** The profile's side menu; on a phone it opens from its collapsed head first. */
export const openTab = async (page: Page, name: string | RegExp, phone: boolean) => {
  if (phone) await page.getByTestId('profile-menu-toggle').click();
  await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name }).click();
};
