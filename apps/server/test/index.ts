export { grantPro, storeAccess } from './access';
export { alertPackOf, outboxOf, saveAlertPacks, scanMatchOf, scanned } from './alerts';
export { startTestApp, type TestApp } from './app';
export { type SmtpFake, startSmtpFake } from './fakes/smtp-fake';
export { telegramAlertsDouble } from './fakes/telegram-alerts-double';
export { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, FakeTelegramBotApi } from './fakes/telegram-bot-api';
export { startWebhookReceiver } from './fakes/webhook-receiver';
export { mailsTo } from './outbox';
export {
  buildServer,
  freshRedisDatabase,
  type RoleProcess,
  scaleServices,
  startRole,
  stopRole,
  waitUntil,
} from './scale';
export { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, tokenHeaders, uniqueEmail } from './session';
export { botLinkTokenOf, linkTelegramChat, telegramEnv } from './telegram';
export { testBacktest } from './track-record';
export { verifyPhoneOf } from './verification';
