import { chromium, request as pwRequest } from '@playwright/test';
const base = 'http://localhost:4413';
const out = '/tmp/shots-demo-market';
const api = await pwRequest.newContext({ baseURL: base });
const email = `shots-${Date.now()}@example.com`;
const su = await api.post('/api/v1/auth/sign-up', { data: { email, password: 'correct horse battery', displayName: 'Sara' } });
const { userId } = (await su.json()).data;
const cookies = (await api.storageState()).cookies;
const admin = await pwRequest.newContext({ baseURL: base });
await admin.post('/api/v1/auth/sign-in', { data: { email: 'admin@tradescope.test', password: 'admin correct horse battery' } });
const { token } = (await (await admin.get('/api/v1/token')).json()).data;
for (const group of ['crypto', 'global']) await admin.post(`/api/v1/admin/users/${userId}/grant`, { headers: { authorization: `Bearer ${token}` }, data: { group, tier: 'pro', days: 30 } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const pages = (process.env.PAGES ?? 'assets,indices,periscope,chart5,chart3,pumps,jumps').split(',');
const urls = {
  assets: '/market/crypto/assets',
  indices: '/market/indices/assets',
  periscope: '/market/crypto/periscope',
  chart5: '/market/crypto/chart?source=kucoin-spot&base=eth&quote=usdt&timeframe=5',
  chart3: '/market/crypto/chart?source=binance-spot&base=atom&quote=usdt&timeframe=3',
  chartIdx: '/market/indices/chart?source=oanda&base=jp225&quote=jpy&timeframe=5',
  pumps: '/market/crypto/pumps',
  jumps: '/market/crypto/jumps',
};
const combos = (process.env.COMBOS ?? '1440-en-light,375-fa-dark,1440-fa-dark,375-en-light').split(',');
for (const combo of combos) {
  const [w, lang, theme] = combo.split('-');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(w) < 600 ? 800 : 900 }, colorScheme: theme });
  await ctx.addCookies(cookies);
  await ctx.addInitScript(([l, t]) => {
    localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
    localStorage.setItem('ata:language', JSON.stringify({ v: l }));
    localStorage.setItem('ata:theme', JSON.stringify({ v: t }));
    sessionStorage.setItem('ata:feedback-shown', JSON.stringify({ v: true }));
  }, [lang, theme]);
  const page = await ctx.newPage();
  for (const name of pages) {
    await page.goto(base + urls[name]);
    await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
    await page.screenshot({ path: `${out}/${name}-${combo}.png` });
  }
  await ctx.close();
}
await browser.close();
