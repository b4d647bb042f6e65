import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpFake, startSmtpFake } from '../../test';
import { createSmtpMailer, type Mailer } from './mailer';
import { mimeMessage, senderOf } from './mime-message';

const partOf = (message: string, type: string): string => {
  const found = new RegExp(
    `Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+)`,
  ).exec(message);
  if (found === null) throw new Error(`no ${type} part`);
  return Buffer.from(found[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
};

describe('mimeMessage', () => {
  const sender = senderOf('Tradescope Alerts <alerts@tradescope.test>');
  const mail = {
    to: 'trader@example.com',
    subject: 'تریدسکوپ هشدار: خرید BTC/USDT · RSI · ۱h',
    text: `جفت‌ارز: BTC/USDT\n${'x'.repeat(300)}`,
    html: '<div dir="rtl"><b>BTC/USDT</b></div>',
  };
  const message = mimeMessage(mail, sender, new Date(Date.UTC(2026, 10, 26, 20, 30))).toString('utf8');

  it('carries the text and the HTML as base64 parts of one alternative', () => {
    expect(message).toContain('Content-Type: multipart/alternative;');
    expect(partOf(message, 'text/plain')).toBe(mail.text);
    expect(partOf(message, 'text/html')).toBe(mail.html);
  });

  it('writes headers SMTP takes: sender, recipient, encoded subject, id and date, CRLF lines of at most 78', () => {
    expect(message).toMatch(/^From: Tradescope Alerts <alerts@tradescope\.test>\r\n/);
    expect(message).toContain('\r\nTo: trader@example.com\r\n');
    expect(message).toMatch(/\r\nSubject: =\?UTF-8\?B\?/i);
    expect(message).toMatch(/\r\nMessage-ID: <[0-9a-f]{32}@tradescope\.test>\r\n/);
    expect(message).toContain('\r\nDate: Thu, 26 Nov 2026 20:30:00 +0000\r\n');
    expect(message.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = message.split('\r\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('quotes a sender name with punctuation and encodes one beyond ASCII', () => {
    expect(mimeMessage(mail, senderOf('"Tradescope, Inc." <a@tradescope.test>')).toString()).toMatch(
      /^From: "Tradescope, Inc\." <a@tradescope\.test>\r\n/,
    );
    expect(mimeMessage(mail, senderOf('تریدسکوپ <a@tradescope.test>')).toString()).toMatch(
      /^From: =\?UTF-8\?B\?[^?]+\?= <a@tradescope\.test>\r\n/i,
    );
  });

  it('keeps a subject on one header even when it holds a line break', () => {
    const broken = mimeMessage({ ...mail, subject: 'one\r\nBcc: someone@example.com' }, sender).toString();
    expect(broken).toContain('Subject: one Bcc: someone@example.com\r\n');
    expect(broken).not.toMatch(/^Bcc:/m);
  });
});

describe('mimeMessage read back by a mail parser (mailparser, as a mail client reads it)', () => {
  const at = new Date(Date.UTC(2026, 10, 26, 20, 30));
  const readBack = async (mail: Parameters<typeof mimeMessage>[0], mailFrom: string) => {
    const parsed = await simpleParser(mimeMessage(mail, senderOf(mailFrom), at));
    return {
      from: parsed.from?.value,
      to: parsed.to === undefined || Array.isArray(parsed.to) ? undefined : parsed.to.value,
      subject: parsed.subject,
      date: parsed.date?.toISOString(),
      messageId: parsed.messageId,
      text: parsed.text,
      html: parsed.html,
      attachments: parsed.attachments.length,
    };
  };

  it('plain ASCII: headers, text and HTML as written', async () => {
    const mail = {
      to: 'trader@example.com',
      subject: 'Tradescope alert: Buy BTC/USDT 1h',
      text: 'Pair: BTC/USDT\nSide: Buy\n\nChart: https://app.tradescope.test/market/crypto/chart?source=binance-spot&base=btc',
      html: '<div dir="ltr"><table><tr><th>Pair</th><td>BTC/USDT</td></tr></table></div>',
    };
    expect(await readBack(mail, 'Tradescope Alerts <alerts@tradescope.test>')).toEqual({
      from: [{ name: 'Tradescope Alerts', address: 'alerts@tradescope.test' }],
      to: [{ name: '', address: 'trader@example.com' }],
      subject: mail.subject,
      date: '2026-11-26T20:30:00.000Z',
      messageId: expect.stringMatching(/^<[0-9a-f]{32}@tradescope\.test>$/),
      text: mail.text,
      html: mail.html,
      attachments: 0,
    });
  });

  it('Persian subject, text and HTML, and a Persian sender name, each decoded to what was meant', async () => {
    const mail = {
      to: 'sara@example.com',
      // Longer than one encoded word: the subject is folded over several, each whole characters.
      subject: `تریدسکوپ هشدار: خرید BTC/USDT · الگوی پوشای صعودی · ۱ ساعته · ${'ناحیه '.repeat(12)}`.trim(),
      text: `جفت‌ارز: BTC/USDT\nقیمت: ۴۳٬۰۰۰٫۰۰\nناحیه: ۴۲٬۸۰۰٫۰۰ – ۴۳٬۱۰۰٫۰۰\n${'ـ'.repeat(200)}`,
      html: '<div dir="rtl"><table><tr><th align="start">جهت</th><td>خرید</td></tr></table></div>',
    };
    const read = await readBack(mail, 'تریدسکوپ <alerts@tradescope.test>');
    expect(read).toMatchObject({
      from: [{ name: 'تریدسکوپ', address: 'alerts@tradescope.test' }],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  });

  it('a sender name with punctuation reads back whole, not split at its comma into two addresses', async () => {
    const read = await readBack(
      { to: 'trader@example.com', subject: 'Alert', text: 'x' },
      '"Tradescope, Inc. (alerts)" <a@tradescope.test>',
    );
    expect(read.from).toEqual([{ name: 'Tradescope, Inc. (alerts)', address: 'a@tradescope.test' }]);
    // A message of text alone is one text/plain part, not an alternative.
    expect(read).toMatchObject({ text: 'x', html: false, attachments: 0 });
  });

  it('a digest: many lines and links, in both parts, survive the base64 lines they are wrapped in', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      title: `خرید BTC/USDT · RSI · ${i + 1}h`,
      link: `https://app.tradescope.test/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=${60 * (i + 1)}&strategy=1001`,
    }));
    const mail = {
      to: 'sara@example.com',
      subject: 'تریدسکوپ: ۵۰ هشدار تازه',
      text: [...lines.map((line) => `${line.title}\n${line.link}`), '', 'footer'].join('\n'),
      html: `<div dir="rtl"><ul>${lines.map((line) => `<li><a href="${line.link.replace(/&/g, '&amp;')}">${line.title}</a></li>`).join('')}</ul></div>`,
    };
    const read = await readBack(mail, 'Tradescope <alerts@tradescope.test>');
    expect(read).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html, attachments: 0 });
  });
});

describe('the SMTP mailer', () => {
  let smtp: SmtpFake;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpFake();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, mailFrom: 'Tradescope <no-reply@tradescope.test>' });
  });
  afterAll(async () => {
    mailer.close?.();
    await smtp.close();
  });

  it('hands a message over that the server reads back as sent, Persian subject and text included', async () => {
    await mailer.send({
      to: 'sara@example.com',
      subject: 'هشدار: خرید BTC/USDT',
      text: 'قیمت: ۴۳٬۰۰۰',
      html: '<p>x</p>',
    });
    const [received] = smtp.mailsTo('sara@example.com');
    expect(received).toMatchObject({ subject: 'هشدار: خرید BTC/USDT', text: 'قیمت: ۴۳٬۰۰۰' });
    expect(received!.raw).toMatch(/^From: Tradescope <no-reply@tradescope\.test>\r\n/);
  });

  it("sends to an address beyond plain ASCII through nodemailer's own composer", async () => {
    await mailer.send({ to: 'sara@bücher.example', subject: 'Alert', text: 'hello' });
    const received = smtp.accepted.at(-1)!;
    expect(received.to).toEqual(['sara@bücher.example']);
    expect(received.subject).toBe('Alert');
    expect(received.text.trim()).toBe('hello');
    // nodemailer's layout (this composer writes every part base64).
    expect(received.raw).toContain('Content-Transfer-Encoding: 7bit');
  });
});
