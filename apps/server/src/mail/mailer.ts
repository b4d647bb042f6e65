import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

type MailerOptions = { smtpUrl: string | undefined; mailFrom: string; dataDir: string };

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/**
 * Sends through SMTP when it is configured; otherwise each message is written as an .eml file into the outbox folder,
 * where a developer (or a test) can read it. Both paths build the message with nodemailer, so they are the same bytes.
 */
export const createMailer = ({ smtpUrl, mailFrom, dataDir }: MailerOptions): Mailer => {
  if (smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: mailFrom, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxDir(dataDir);
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${Date.now()}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
};
