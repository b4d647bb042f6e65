export { grantPro, storeAccess } from './access';
export { startTestApp, type TestApp } from './app';
export { mailsTo } from './outbox';
export { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, uniqueEmail } from './session';
