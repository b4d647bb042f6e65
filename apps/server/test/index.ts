export { grantPro, signUpProUser, storeAccess } from './access';
export {
  alertPackOf,
  emailAlertOf,
  outboxOf,
  privateAddressAlerts,
  saveAlertPacks,
  scanMatchOf,
  scanned,
} from './alerts';
export { startTestApp, TEST_AUTH_SECRET, type TestApp } from './app';
export { type SmtpFake, startSmtpFake } from './fakes/smtp-fake';
export { telegramAlertsDouble } from './fakes/telegram-alerts-double';
export { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, FakeTelegramBotApi } from './fakes/telegram-bot-api';
export { startWebhookReceiver } from './fakes/webhook-receiver';
export { mailsTo } from './outbox';
export { startTestRedis } from './redis';
export { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, tokenHeaders, uniqueEmail } from './session';
export { botLinkTokenOf, linkTelegramChat, telegramEnv } from './telegram';
export { randomWalk, testBacktest } from './track-record';
export { verifyPhoneOf } from './verification';
