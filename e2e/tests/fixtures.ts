import { test as base, type Cookie, expect, type Page } from '@playwright/test';

export { expect };

export type Account = { email: string; password: string; cookies: Cookie[] };

export const PASSWORD = 'correct horse battery';

type TestFixtures = {
  /** Signs the test's browser in as the worker's account (its session cookie), past the welcome modal and quote. */
  signedIn: Account;
};
type WorkerFixtures = { account: Account };

/**
 * One account per worker, made through the API: sign-up and sign-in are rate limited to 10 a minute per
 * address, so journeys share it and only the journeys about signing up or in spend a call of their own.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const email = `worker-${workerInfo.project.name}-${workerInfo.workerIndex}-${Date.now()}@example.com`;
      const response = await request.post('/api/v1/auth/sign-up', {
        data: { email, password: PASSWORD, displayName: 'Sara Trader' },
      });
      expect(response.status()).toBe(201);
      const { cookies } = await request.storageState();
      await use({ email, password: PASSWORD, cookies });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ account, context }, use) => {
    await context.addCookies(account.cookies);
    await context.addInitScript(() => {
      localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
      // The start-up quote greets a session's first load; journeys about other things skip it.
      sessionStorage.setItem('ata:feedback-shown', JSON.stringify({ v: true }));
    });
    await use(account);
  },
});

/** Phones (the `phone` project) get the mobile shell; the desktop project the desktop header. */
export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1440) <= 640;

/** Picks a language before the app loads, as a returning visitor would have stored it. */
export const storeLanguage = (page: Page, language: 'en' | 'fa') =>
  page.addInitScript((value) => localStorage.setItem('ata:language', JSON.stringify({ v: value })), language);
