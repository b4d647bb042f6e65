import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpFake } from '../../test';
import { type ScaleCluster, scaleServices, startScaleCluster, waitUntil } from '../../test/scale';
import type { AlertPayload } from './alert-payload';

const USERS = 300;
const services = scaleServices();

const payload: AlertPayload = {
  pair: 'BTC/USDT',
  base: 'btc',
  quote: 'usdt',
  source: 'binance-spot',
  side: 'buy',
  strategyId: 1001,
  strategyName: 'Bullish Engulfing',
  strategyFaName: 'Bullish Engulfing',
  timeframe: 60,
  price: 43_000,
  zone: { from: 42_800, to: 43_100 },
  matchDate: 1_790_000_000,
  jump: false,
};

describe.skipIf(services === undefined)('notifiers of the scale mode (real processes on loopback)', () => {
  let cluster: ScaleCluster;
  let smtp: Awaited<ReturnType<typeof startSmtpFake>>;

  beforeAll(async () => {
    cluster = await startScaleCluster(services!, { redisDatabase: 2 });
    smtp = await startSmtpFake();
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
  });

  it('two notifiers on one outbox deliver each alert exactly once', async () => {
    const { db } = cluster;
    const env = { SMTP_URL: smtp.url };
    await Promise.all([cluster.start('notifier', env), cluster.start('notifier', env)]);
    const now = Date.now();
    const users = Array.from({ length: USERS }, (_, i) => ({
      id: randomUUID(),
      email: `trader${i}@example.test`,
    }));
    // Written while both notifiers poll: each claim races the other process for the same due rows.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          users.map(({ id, email }) => ({
            id,
            email,
            email_verified: 1,
            password_hash: 'x',
            display_name: email,
            national_code: '',
            phone_number: '',
            phone_verified: 0,
            avatar_file: null,
            role: 'other' as const,
            access_json: '{}',
            settings_json: '{}',
            crypto_freeze_status: 'unfreezed' as const,
            frozen_at: null,
            xmoon_enabled: 0,
            last_charge_date: null,
            last_charge_days: 0,
            register_date: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('alert_outbox')
        .values(
          users.map(({ id }) => ({
            id: randomUUID(),
            user_id: id,
            match_id: `scale-match-${id}`,
            channel: 'email' as const,
            kind: 'match' as const,
            market: 'crypto',
            pack_name: 'Scale',
            target: null,
            payload_json: JSON.stringify(payload),
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
            lease_until: null,
            lease_token: null,
            last_error: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    });
    await waitUntil(
      'every alert settled',
      async () =>
        (await db.selectFrom('alert_outbox').select('id').where('status', '=', 'delivered').execute())
          .length === USERS,
      30_000,
    );
    // A second delivery of any row would arrive after its first was recorded: give it the time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.accepted).toHaveLength(USERS);
    for (const { email } of users) expect(smtp.mailsTo(email)).toHaveLength(1);
    const attempts = await db.selectFrom('alert_attempts').select(['outbox_id', 'ok']).execute();
    expect(attempts).toHaveLength(USERS);
    expect(new Set(attempts.map((row) => row.outbox_id)).size).toBe(USERS);
  }, 90_000);
});
