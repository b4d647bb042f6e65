import type { Market } from '@tradescope/domain';
import type { Mailer } from '../../mail';
import { chartUrlOf } from '../alert-payload';
import { alertFields, alertTitle, countText, escapeHtml, wordsOf } from '../alert-text';
import { type AlertChannel, type ClaimedAlert, type Recipient, reasonOf, type SendOutcome } from './outcome';

const dirOf = (recipient: Recipient) => (recipient.language === 'fa' ? 'rtl' : 'ltr');

const linkOf = (publicUrl: string, alert: ClaimedAlert) =>
  chartUrlOf(publicUrl, alert.market as Market, alert.payload);

const singleMail = (alert: ClaimedAlert, recipient: Recipient, publicUrl: string) => {
  const { language } = recipient;
  const words = wordsOf(language);
  const fields = alertFields(alert.payload, alert.pack_name, language);
  const link = linkOf(publicUrl, alert);
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="start">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: `${words.brand} ${words.alert}: ${alertTitle(alert.payload, language)}`,
    text: [
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      `${words.chart}: ${link}`,
      '',
      words.footer,
    ].join('\n'),
    html: `<div dir="${dirOf(recipient)}"><table>${rows}</table><p><a href="${escapeHtml(link)}">${escapeHtml(
      words.chart,
    )}</a></p><p><small>${escapeHtml(words.footer)}</small></p></div>`,
  };
};

const digestMail = (alerts: readonly ClaimedAlert[], recipient: Recipient, publicUrl: string) => {
  const { language } = recipient;
  const words = wordsOf(language);
  const lines = alerts.map((alert) => ({
    title: alertTitle(alert.payload, language),
    link: linkOf(publicUrl, alert),
  }));
  return {
    subject: `${words.brand}: ${words.digest(countText(alerts.length, language))}`,
    text: [...lines.map((line) => `${line.title}\n${line.link}`), '', words.footer].join('\n'),
    html: `<div dir="${dirOf(recipient)}"><ul>${lines
      .map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.title)}</a></li>`)
      .join('')}</ul><p><small>${escapeHtml(words.footer)}</small></p></div>`,
  };
};

/** SMTP answers 5xx for what will never pass (no such mailbox); 4xx and dropped connections are worth a retry. */
const outcomeOf = (error: unknown): SendOutcome => {
  const code = (error as { responseCode?: unknown }).responseCode;
  const reason = reasonOf(error);
  return typeof code === 'number' && code >= 500 ? { kind: 'dead', reason } : { kind: 'retry', reason };
};

/** Alerts by e-mail through the app's mailer (SMTP_URL, or the outbox folder), one message or one digest. */
export const createEmailChannel = ({
  mailer,
  publicUrl,
}: {
  mailer: Mailer;
  publicUrl: string;
}): AlertChannel => ({
  send: async (alerts, recipient) => {
    const content =
      alerts.length === 1
        ? singleMail(alerts[0]!, recipient, publicUrl)
        : digestMail(alerts, recipient, publicUrl);
    try {
      await mailer.send({ to: recipient.email, ...content });
      return { kind: 'delivered' };
    } catch (error) {
      return outcomeOf(error);
    }
  },
});
