import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4318);
export const baseURL = `http://127.0.0.1:${PORT}`;
export const ADMIN_EMAIL = 'admin@tradescope.test';
export const ADMIN_PASSWORD = 'admin correct horse battery';
/** The loopback Bot API fake the server's alert bot talks to; journeys type into its chats at /__fake/type. */
export const TELEGRAM_FAKE_URL = `http://127.0.0.1:${PORT + 1000}`;
/**
 * The loopback stand-in for the live-chat provider's script (apps/server/test/fakes/live-chat-provider.ts); +1500 so it
 * never meets another checkout's Bot API fake at its port +1000.
 */
export const LIVE_CHAT_FAKE_URL = `http://127.0.0.1:${PORT + 1500}`;
export const LIVE_CHAT_SITE_ID = 'e2e-site-0001';
/** The hint channel the journeys' deployment has (the profile tab appears only with one). */
export const HINT_CHANNEL_URL = 'https://t.me/+tradescopeHintsE2E';
// The fake's own token and username (apps/server/test/fakes/telegram-bot-api.ts).
const TELEGRAM_FAKE_TOKEN = '7012345678:AAFakeTelegramTokenForLoopbackTests_0';

/** Debian's Chromium, never a downloaded browser; these flags keep it off the closed network (env notes). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Per port, so journeys of two checkouts (or two engineers) can run side by side.
  outputDir: `./test-results/${PORT}`,
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // Each test's fresh context would install the service worker and precache the whole app (~150 files, 2 MB)
    // beside the page it loads; only the offline journeys need it (they allow it again).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } } },
  ],
  webServer: [
    {
      // The Bot API fake (TypeScript test support), bundled for node and run as a process of its own.
      command: `../node_modules/.bin/esbuild ../apps/server/test/fakes/telegram-bot-api-main.ts --bundle --platform=node --format=esm --log-level=warning --outfile=./test-results/${PORT}/telegram-fake.mjs && node ./test-results/${PORT}/telegram-fake.mjs`,
      url: `${TELEGRAM_FAKE_URL}/__fake/sent`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { TELEGRAM_FAKE_PORT: String(PORT + 1000) },
    },
    {
      command: `../node_modules/.bin/esbuild ../apps/server/test/fakes/live-chat-provider-main.ts --bundle --platform=node --format=esm --log-level=warning --outfile=./test-results/${PORT}/live-chat-fake.mjs && node ./test-results/${PORT}/live-chat-fake.mjs`,
      url: `${LIVE_CHAT_FAKE_URL}/l.js`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LIVE_CHAT_FAKE_PORT: String(PORT + 1500) },
    },
    {
      // The real product, built by `npm run build`, on an empty data folder.
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `./test-results/${PORT}/data`,
        // A web build of one's own (E2E_WEB_DIST) lets a journey run while another build is under way.
        ...(process.env.E2E_WEB_DIST === undefined ? {} : { WEB_DIST_DIR: process.env.E2E_WEB_DIST }),
        LOG_LEVEL: 'warn',
        // Where the payment gateway sends the browser back: the address the journeys' cookies belong to.
        PUBLIC_URL: baseURL,
        // The administrator journeys use to grant paid plans (through the admin API, as support would).
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        // The alert bot long-polls the fake above.
        TELEGRAM_BOT_TOKEN: TELEGRAM_FAKE_TOKEN,
        TELEGRAM_BOT_USERNAME: 'TradescopeTestBot',
        TELEGRAM_API_ROOT: TELEGRAM_FAKE_URL,
        // The live chat runs against the loopback stand-in, whose origin the CSP then lets through.
        LIVE_CHAT_SITE_ID,
        LIVE_CHAT_SCRIPT_URL: `${LIVE_CHAT_FAKE_URL}/l.js`,
        HINT_CHANNEL_URL,
        // Two workers sign up fresh accounts and the administrator signs in for each grant: far more than a person.
        AUTH_ATTEMPTS_PER_MINUTE: '200',
      },
    },
  ],
});
