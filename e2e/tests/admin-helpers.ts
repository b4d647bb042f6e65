import type { Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';
import { expect } from './fixtures';

/** A browser signed in as the administrator (the server's ADMIN_EMAIL account), past the welcome modal and quote. */
export const adminPage = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
    sessionStorage.setItem('ata:feedback-shown', JSON.stringify({ v: true }));
  });
  const signIn = await context.request.post('/api/v1/auth/sign-in', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return context.newPage();
};

/** Opens a console page and waits for its heading (the console loads on demand, slowly on a busy machine). */
export const openConsole = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
};

/** Finds a user by e-mail in the console and opens their page. */
export const openUser = async (page: Page, email: string) => {
  await openConsole(page, '/admin/users', 'Users');
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByText('Users found: 1')).toBeVisible();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sara Trader' })).toBeVisible({ timeout: 20_000 });
};
