// The web's quality bar (DESIGN §7): the first screen of a market page gets under 250 KB of compressed JavaScript
// as a browser downloads it. Not a sum of index.html's entry chunks: the built server runs on a free loopback port
// with an empty data folder, a new account opens `/` in Debian's Chromium (which lands on the crypto assets page)
// at desktop and phone size, and the script bodies the browser received (encoded, as served) are added up once
// the network has been quiet for 2 s (past the welcome modal's 1 s delay). Needs `npm run build` (web, then server).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices } from 'playwright-core';

const BUDGET_KB = 250;
const QUIET_MS = 2000;
const LANDING = '/market/crypto/assets';
const root = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const SCREENS = [
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } } },
];

const fail = (message) => {
  console.error(`check-bundle-budget: ${message}`);
  process.exit(1);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const startServer = async (port, dataDir) => {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  Object.assign(env, { WEB_DIST_DIR: webDist, LOG_LEVEL: 'warn' });
  const server = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server stopped with code ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  return fail('the server did not answer its health check within 60 s');
};

/** A first visit: a new account (its session cookie), no cache, and no service worker to answer for the network. */
const measure = async (browser, baseURL, { name, options }) => {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: 'block' });
  const email = `budget-${name}-${Date.now()}@example.com`;
  const signUp = await context.request.post('/api/v1/auth/sign-up', {
    data: { email, password: 'correct horse battery', displayName: 'Budget Check' },
  });
  if (signUp.status() !== 201) fail(`sign-up answered ${signUp.status()}`);
  const page = await context.newPage();
  const scripts = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // What a screen loads a moment after it appears (the welcome modal, 1 s after load) is part of it too.
  const giveUp = Date.now() + 30_000;
  while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < giveUp)
    await page.waitForTimeout(100);
  const landed = new URL(page.url()).pathname;
  if (landed !== LANDING) fail(`${name}: \`/\` landed on ${landed}, not ${LANDING}`);
  const files = await Promise.all(scripts);
  await context.close();
  if (files.length === 0) fail(`${name}: the page loaded no script; is the build broken?`);
  return files;
};

const report = (name, files) => {
  const totalKb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  console.warn(`${name}: ${files.length} scripts`);
  for (const file of files.toSorted((a, b) => b.bytes - a.bytes)) {
    const kb = (file.bytes / 1024).toFixed(1).padStart(7);
    console.warn(`  ${file.url.padEnd(48)} ${kb} KB ${file.encoding}`);
  }
  const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
  return {
    line: `${name.padEnd(8)} ${totalKb.toFixed(1).padStart(6)} KB, ${verdict}`,
    over: totalKb > BUDGET_KB,
  };
};

if (!existsSync(path.join(webDist, 'index.html'))) fail('no web build (apps/web/dist); run `npm run build`');
if (!existsSync(serverEntry)) fail('no server build (apps/server/dist); run `npm run build`');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-budget-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const results = [];
try {
  for (const screen of SCREENS) {
    results.push(report(screen.name, await measure(browser, `http://127.0.0.1:${port}`, screen)));
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.warn(`first-screen JS as the browser downloaded it (budget ${BUDGET_KB} KB):`);
for (const { line } of results) console.warn(`  ${line}`);
process.exit(results.some((result) => result.over) ? 1 : 0);
