import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE_MODE, privateFolder } from '../data-dir';
import { isPlainAddress, type Mail, mimeMessage, senderOf } from './mime-message';

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Ends open connections (the app's close). */
  close?: () => void;
};

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/**
 * Sends through the SMTP server at `smtpUrl` over kept-open connections: a burst of alerts would otherwise open one
 * connection (and handshake) per message, and each SMTP exchange waits on the server's answers, so several run at
 * once. A connection stays open for many messages (nodemailer's default reconnects every 100). Timeouts bound a
 * server that stops answering. Messages are composed here in one buffer (mime-message.ts) and handed over as raw
 * bytes with their envelope; an address outside plain ASCII takes nodemailer's own composer.
 */
export const createSmtpMailer = ({ smtpUrl, mailFrom }: { smtpUrl: string; mailFrom: string }): Mailer => {
  const sender = senderOf(mailFrom);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 16,
    maxMessages: 10_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(
        isPlainAddress(mail.to)
          ? { envelope: { from: sender.envelope, to: [mail.to] }, raw: mimeMessage(mail, sender) }
          : { from: mailFrom, ...mail },
      );
    },
    close: () => transport.close(),
  };
};

/**
 * Writes each message as an .eml file into the outbox folder, where a developer (or a test) can read it: the mail
 * of a machine without SMTP, composed by nodemailer (the same content SMTP carries, laid out by its composer).
 */
export const createOutboxMailer = ({ dataDir, mailFrom }: { dataDir: string; mailFrom: string }): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxDir(dataDir);
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      await privateFolder(folder);
      // Owner-only: the messages hold live reset links and codes.
      await writeFile(path.join(folder, `${Date.now()}-${randomUUID()}.eml`), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
    },
  };
};
