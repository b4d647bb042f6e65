export { createOutboxMailer, createSmtpMailer, type Mailer, outboxDir } from './mailer';
