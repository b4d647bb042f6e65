export { mailsTo } from './outbox';
export { cookieOf, signUpUser, uniqueEmail } from './session';
export { startTestApp, type TestApp } from './test-app';
