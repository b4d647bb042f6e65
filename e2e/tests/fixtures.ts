import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';

export { expect };

export type Account = { email: string; password: string; cookies: Cookie[] };

export const PASSWORD = 'correct horse battery';

type TestFixtures = {
  /** Signs the test's browser in as the worker's account (its session cookie), past the welcome modal and quote. */
  signedIn: Account;
  /** The same, as the worker's paid account: pro on crypto and the global markets, granted by the administrator. */
  signedInPaid: Account;
  /** A paid account of this test alone, for journeys that change what others expect (a verified phone, the bot). */
  signedInOwnPaid: Account;
};
type WorkerFixtures = { account: Account; paidAccount: Account };

const signUp = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/v1/auth/sign-up', {
    data: { email, password: PASSWORD, displayName: 'Sara Trader' },
  });
  expect(response.status()).toBe(201);
  const { userId } = (await response.json()).data as { userId: string };
  return userId;
};

/** Grants a user 30 days of pro on crypto and on the global markets through the admin API. */
const grantPro = async (baseURL: string | undefined, request: APIRequestContext, userId: string) => {
  const admin = await request.post(`${baseURL}/api/v1/auth/sign-in`, {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  const { token } = (await (await request.get(`${baseURL}/api/v1/token`)).json()).data as { token: string };
  for (const group of ['crypto', 'global']) {
    const grant = await request.post(`${baseURL}/api/v1/admin/users/${userId}/grant`, {
      headers: { authorization: `Bearer ${token}` },
      data: { group, tier: 'pro', days: 30 },
    });
    expect(grant.status()).toBe(200);
  }
};

/** Signs a new user up through the API and has the administrator grant pro (on a context of its own). */
const newPaidAccount = async (
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  label: string,
): Promise<Account> => {
  const request = await playwright.request.newContext({ baseURL });
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const userId = await signUp(request, email);
  const { cookies } = await request.storageState();
  await request.dispose();
  const admin = await playwright.request.newContext({ baseURL });
  await grantPro(baseURL, admin, userId);
  await admin.dispose();
  return { email, password: PASSWORD, cookies };
};

const signIn = async (context: BrowserContext, account: Account) => {
  await context.addCookies(account.cookies);
  await context.addInitScript(() => {
    localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
    // The start-up quote greets a session's first load; journeys about other things skip it.
    sessionStorage.setItem('ata:feedback-shown', JSON.stringify({ v: true }));
  });
};

/**
 * One account per worker, made through the API: sign-up and sign-in are rate limited to 10 a minute per
 * address, so journeys share it and only the journeys about signing up or in spend a call of their own.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const email = `worker-${workerInfo.project.name}-${workerInfo.workerIndex}-${Date.now()}@example.com`;
      await signUp(request, email);
      const { cookies } = await request.storageState();
      await use({ email, password: PASSWORD, cookies });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  paidAccount: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      await use(
        await newPaidAccount(
          playwright,
          baseURL,
          `paid-${workerInfo.project.name}-${workerInfo.workerIndex}`,
        ),
      );
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ account, context }, use) => {
    await signIn(context, account);
    await use(account);
  },
  signedInPaid: async ({ paidAccount, context }, use) => {
    await signIn(context, paidAccount);
    await use(paidAccount);
  },
  signedInOwnPaid: async ({ playwright, context }, use, testInfo) => {
    const account = await newPaidAccount(
      playwright,
      testInfo.project.use.baseURL,
      `own-${testInfo.project.name}`,
    );
    await signIn(context, account);
    await use(account);
  },
});

/** Phones (the `phone` project) get the mobile shell; the desktop project the desktop header. */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 640;

/** Picks a language before the app loads, as a returning visitor would have stored it. */
export const storeLanguage = (page: Page, language: 'en' | 'fa') =>
  page.addInitScript((value) => localStorage.setItem('ata:language', JSON.stringify({ v: value })), language);
