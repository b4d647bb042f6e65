import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encode as base64, wrap as wrapBase64 } from 'nodemailer/lib/base64';
import { encodeWords, foldLines, quoteString } from 'nodemailer/lib/mime-funcs';

export type Mail = { to: string; subject: string; text: string; html?: string };

// Base64 never holds "-" or "_", so no part can contain a boundary made of them.
const BOUNDARY = '--_tradescope-alternative_--';

/** The sender's part of every message, parsed and encoded once. */
type Sender = { readonly envelope: string; readonly header: string; readonly domain: string };

// An address of ASCII letters, digits and the local part's symbols (RFC 5322 atext), nothing to quote or encode.
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
const PLAIN_NAME = /^[A-Za-z0-9 !#$%&'*+/=?^_`{|}~-]*$/;

/** Recipients the plain composer takes: one ASCII address (others go through nodemailer's full composer). */
export const isPlainAddress = (address: string): boolean => PLAIN_ADDRESS.test(address);

export const senderOf = (mailFrom: string): Sender => {
  const [parsed] = addressparser(mailFrom, { flatten: true });
  const envelope = parsed?.address ?? '';
  if (!isPlainAddress(envelope)) throw new Error(`MAIL_FROM has no plain address: ${mailFrom}`);
  const name = parsed?.name ?? '';
  const phrase = /[^\x20-\x7e]/.test(name)
    ? encodeWords(name, 'B', 52, true)
    : PLAIN_NAME.test(name)
      ? name
      : quoteString(name);
  return {
    envelope,
    header: foldLines(`From: ${name === '' ? envelope : `${phrase} <${envelope}>`}`, 76),
    domain: envelope.slice(envelope.lastIndexOf('@') + 1),
  };
};

const part = (type: string, content: string) =>
  `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${wrapBase64(
    base64(Buffer.from(content, 'utf8')),
    76,
  )}\r\n`;

/**
 * One message as the bytes SMTP's DATA carries: a text part and an HTML one (multipart/alternative), each base64.
 * nodemailer's composer builds the same from a tree of nodes and a pipeline of streams per message, whose chunks
 * each became a socket write: a burst of thousands of alert e-mails spent more on that than on anything else.
 */
export const mimeMessage = (mail: Mail, sender: Sender, now = new Date()): Buffer => {
  const id = `<${randomBytes(16).toString('hex')}@${sender.domain}>`;
  const headers = [
    sender.header,
    `To: ${mail.to}`,
    foldLines(`Subject: ${encodeWords(mail.subject.replace(/[\r\n]+/g, ' '), 'B', 52, true)}`, 76),
    `Message-ID: ${id}`,
    `Date: ${now.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
  ];
  if (mail.html === undefined)
    return Buffer.from(`${headers.join('\r\n')}\r\n${part('text/plain', mail.text)}`, 'utf8');
  return Buffer.from(
    [
      `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${BOUNDARY}"\r\n\r\n`,
      `--${BOUNDARY}\r\n${part('text/plain', mail.text)}`,
      `--${BOUNDARY}\r\n${part('text/html', mail.html)}`,
      `--${BOUNDARY}--\r\n`,
    ].join(''),
    'utf8',
  );
};
