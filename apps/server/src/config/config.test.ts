import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      webDistDir: undefined,
      logLevel: 'info',
      requestTimeoutMs: 120_000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      admin: undefined,
      telegramBotToken: undefined,
      telegramApiRoot: 'https://api.telegram.org',
      marketData: { mode: 'replay', replaySeed: 1, replaySpeed: 1 },
    });
  });

  it('runs the track record unless TRACK_RECORD is off', () => {
    expect(loadConfig({}).trackRecord).toBe(true);
    expect(loadConfig({ TRACK_RECORD: 'off' }).trackRecord).toBe(false);
    expect(() => loadConfig({ TRACK_RECORD: 'maybe' })).toThrow(/TRACK_RECORD/);
  });

  it('leaves the scan threads their own warm capacity unless SCAN_WARM_SERIES sets it', () => {
    expect(loadConfig({}).scanWarmSeries).toBeUndefined();
    expect(loadConfig({ SCAN_WARM_SERIES: '700' }).scanWarmSeries).toBe(700);
  });

  it('uses the sandbox payment provider by default, but in production only when PAYMENT_PROVIDER asks for it', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('allows 10 sign-up, sign-in and reset requests a minute per address unless told otherwise', () => {
    expect(loadConfig({}).authAttemptsPerMinute).toBe(10);
    expect(loadConfig({ AUTH_ATTEMPTS_PER_MINUTE: '200' }).authAttemptsPerMinute).toBe(200);
    expect(() => loadConfig({ AUTH_ATTEMPTS_PER_MINUTE: '0' })).toThrow(/AUTH_ATTEMPTS_PER_MINUTE/);
  });

  it('runs every role in one process unless told otherwise, and a role of its own only in the scale mode', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', redisUrl: undefined });
    const scale = { DATABASE_URL: 'postgres://u:p@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig({ ...scale, ROLE: 'scanner' })).toMatchObject({
      role: 'scanner',
      redisUrl: scale.REDIS_URL,
    });
    expect(() => loadConfig({ ROLE: 'api', DATABASE_URL: scale.DATABASE_URL })).toThrow(/ROLE.*REDIS_URL/);
    expect(() => loadConfig({ ROLE: 'feeder' })).toThrow(/ROLE/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1' })).toThrow(/REDIS_URL/);
  });

  it('lets alert webhooks reach 127.0.0.1 only when asked, and never in production', () => {
    expect(loadConfig({}).alertWebhookAllowLoopback).toBe(false);
    expect(loadConfig({ ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true' }).alertWebhookAllowLoopback).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      /ALERT_WEBHOOK_ALLOW_LOOPBACK/,
    );
  });

  it('creates the administrator only when both e-mail and password are set', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com' }).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'correct horse' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'correct horse',
    });
  });

  it('reads and coerces every variable', () => {
    const config = loadConfig(
      { PORT: '9000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/ts', WEB_DIST_DIR: 'web', LOG_LEVEL: 'warn' },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/ts',
      webDistDir: '/srv/app/web',
      logLevel: 'warn',
    });
  });

  it('runs the bot against the API root it is given', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9999/',
    });
    expect(config.telegramBotToken).toBe('123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw');
    expect(config.telegramApiRoot).toBe('http://127.0.0.1:9999');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['REQUEST_TIMEOUT_MS', '5'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['AUTH_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['MARKET_DATA', 'dream'],
    ['REPLAY_SPEED', '0'],
    ['REPLAY_SEED', '-1'],
    ['SCAN_WARM_SERIES', 'many'],
    ['SCAN_WARM_SERIES', '-1'],
    ['TELEGRAM_BOT_TOKEN', 'not-a-token'],
    ['TELEGRAM_API_ROOT', 'tg://api'],
  ])('stops with a message naming %s when it is %s', (variable, value) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`Invalid environment variable ${variable}`));
  });
});
