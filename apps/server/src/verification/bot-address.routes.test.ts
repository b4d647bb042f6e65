import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp, verifyPhoneOf } from '../../test';
import { botConnectionOf } from './bot-address';
import { BOT_LINK_LIFETIME_MS } from './bot-links-repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TELEGRAM_BOT_USERNAME: 'TradescopeTestBot' });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUpUser>>;
const botAddress = (user?: User) =>
  t.app.inject({ method: 'GET', url: '/api/v1/alert-bots/bot-address', headers: user?.headers ?? {} });
const linksOf = (userId: string) =>
  t.db
    .selectFrom('alert_bot_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

const userWithVerifiedPhone = async (): Promise<User> => {
  const user = await signUpUser(t.app);
  await verifyPhoneOf(t, user);
  return user;
};

describe('GET alert-bots/bot-address', () => {
  it('gives a user with a verified phone a Telegram deep link with a stored, unguessable token', async () => {
    const user = await userWithVerifiedPhone();
    const res = await botAddress(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url } = res.json().data as { url: string };
    const token = /^https:\/\/t\.me\/TradescopeTestBot\?start=([A-Za-z0-9_-]{32})$/.exec(url)?.[1];
    expect(token).toBeDefined();
    expect(await linksOf(user.userId)).toEqual([
      {
        token,
        user_id: user.userId,
        created_at: t.clock.now,
        used_at: null,
        chat_id: null,
        muted_until: null,
      },
    ]);
  });

  it('hands out the same link until a chat redeems it, then a new one', async () => {
    const user = await userWithVerifiedPhone();
    const first = (await botAddress(user)).json().data.url;
    expect((await botAddress(user)).json().data.url).toBe(first);
    expect(await linksOf(user.userId)).toHaveLength(1);
    expect(await botConnectionOf(t.db, user.userId)).toEqual({ connected: false });

    // What the bot will do when a chat opens the link.
    await t.db
      .updateTable('alert_bot_links')
      .set({ used_at: t.clock.now, chat_id: '777000' })
      .where('user_id', '=', user.userId)
      .execute();
    expect(await botConnectionOf(t.db, user.userId)).toEqual({ connected: true });
    const next = (await botAddress(user)).json().data.url;
    expect(next).not.toBe(first);
    expect(await linksOf(user.userId)).toHaveLength(2);
  });

  it('hands out a new link once the old one has expired', async () => {
    const user = await userWithVerifiedPhone();
    const first = (await botAddress(user)).json().data.url;
    t.clock.now += BOT_LINK_LIFETIME_MS - 1;
    expect((await botAddress(user)).json().data.url).toBe(first);
    t.clock.now += 1;
    const next = (await botAddress(user)).json().data.url;
    expect(next).not.toBe(first);
    expect(await linksOf(user.userId)).toHaveLength(2);
  });

  it('refuses a user whose phone is not verified, storing nothing', async () => {
    const user = await signUpUser(t.app);
    const res = await botAddress(user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'market.alerts-tab.bot-needs-verified-phone' });
    expect(await linksOf(user.userId)).toEqual([]);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await botAddress();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('auth.unauthorized');
  });
});
