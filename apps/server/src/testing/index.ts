export { grantPro, storeAccess } from './access';
export { mailsTo } from './outbox';
export { ADMIN_ENV, cookieOf, signInAdministrator, signUpUser, uniqueEmail } from './session';
export { startTestApp, type TestApp } from './test-app';
