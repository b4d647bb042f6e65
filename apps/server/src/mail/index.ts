export { createMailer, type Mailer, outboxDir } from './mailer';
