import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../src/mail';

// nodemailer writes long lines quoted-printable: soft breaks end in "=", other bytes are "=XX".
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The messages the outbox mailer wrote to an address, oldest first, as RFC 822 text with the body decoded. */
export const mailsTo = (dataDir: string, address: string): string[] => {
  const folder = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(folder, file), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail));
};
