export { grantPro, storeAccess } from './access';
export { startTestApp, type TestApp } from './app';
export { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, FakeTelegramBotApi } from './fakes/telegram-bot-api';
export { mailsTo } from './outbox';
export { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, tokenHeaders, uniqueEmail } from './session';
export { botLinkTokenOf, linkTelegramChat, telegramEnv } from './telegram';
export { verifyPhoneOf } from './verification';
