export { createOutboxMailer, createSmtpMailer, type Mailer, outboxDir } from './mailer';
export { createWorkerMailer } from './worker-mailer';
