import { afterEach, describe, expect, it } from 'vitest';
import { grantPro, signUpUser, startTestApp, type TestApp } from '../../test';

const SITE_ID = '0b8d1c3e-5f7a-4a2b-9c1d-2e3f4a5b6c7d';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const cspOf = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
  return String(res.headers['content-security-policy']);
};
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the client configuration and the live chat', () => {
  it('keeps the chat off and the CSP closed to every provider without a site id', async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ liveChat: null, hintChannel: false });
    const csp = await cspOf(t.app);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBeUndefined();
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(csp).not.toContain('crisp');
  });

  it('serves the site id at run time and lets exactly Crisp’s origins through', async () => {
    t = await startTestApp({ LIVE_CHAT_SITE_ID: SITE_ID });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-config' });
    expect(res.json().data.liveChat).toEqual({
      provider: 'crisp',
      siteId: SITE_ID,
      scriptUrl: 'https://client.crisp.chat/l.js',
    });
    const csp = await cspOf(t.app);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://client.crisp.chat");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://client.crisp.chat https://storage.crisp.chat wss://client.relay.crisp.chat wss://stream.relay.crisp.chat",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://game.crisp.chat");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('lets a loopback stand-in’s one origin through instead of Crisp’s', async () => {
    t = await startTestApp({
      LIVE_CHAT_SITE_ID: SITE_ID,
      LIVE_CHAT_SCRIPT_URL: 'http://127.0.0.1:5999/l.js',
    });
    const csp = await cspOf(t.app);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:5999");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:5999");
    expect(csp).not.toContain('crisp');
  });

  it('refuses a site id that is not one', async () => {
    await expect(startTestApp({ LIVE_CHAT_SITE_ID: "x';alert(1)" })).rejects.toThrow(/LIVE_CHAT_SITE_ID/);
  });
});

describe('the hint channel', () => {
  const URL = 'https://t.me/+hintsForMembers';

  it('is absent without HINT_CHANNEL_URL', async () => {
    t = await startTestApp();
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/hint-channel',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives its address to a pro member only; a free user is told to upgrade, a stranger to sign in', async () => {
    t = await startTestApp({ HINT_CHANNEL_URL: URL });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/client-config' })).json().data.hintChannel,
    ).toBe(true);
    const user = await signUpUser(t.app);
    const ask = () =>
      t!.app.inject({ method: 'GET', url: '/api/v1/user/hint-channel', headers: user.headers });
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('access.upgrade-required');
    expect(refused.body).not.toContain('t.me');
    await grantPro(t, user.userId);
    const opened = await ask();
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ url: URL });
    const stranger = await t.app.inject({ method: 'GET', url: '/api/v1/user/hint-channel' });
    expect(stranger.statusCode).toBe(401);
  });
});
