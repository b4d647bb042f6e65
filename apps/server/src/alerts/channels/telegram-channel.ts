import type { Market } from '@tradescope/domain';
import type { TelegramAlerts } from '../../telegram';
import { chartUrlOf } from '../alert-payload';
import { alertFields, alertTitle, countText, escapeHtml, wordsOf } from '../alert-text';
import type { AlertChannel, ClaimedAlert, Recipient, SendOutcome } from './outcome';

/** Without TELEGRAM_BOT_TOKEN the rows wait and fail visibly with this reason (a bot configured later sends them). */
export const TELEGRAM_NOT_CONFIGURED = 'telegram-not-configured';

const linkOf = (publicUrl: string, alert: ClaimedAlert) =>
  chartUrlOf(publicUrl, alert.market as Market, alert.payload);

/** One alert: its labelled fields and the chart link. */
const singleText = (alert: ClaimedAlert, { language }: Recipient, publicUrl: string): string => {
  const words = wordsOf(language);
  const lines = alertFields(alert.payload, alert.pack_name, language).map(
    ([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`,
  );
  return [
    `<b>${escapeHtml(words.brand)} ${escapeHtml(words.alert)}</b>`,
    ...lines,
    `<a href="${escapeHtml(linkOf(publicUrl, alert))}">${escapeHtml(words.chart)}</a>`,
  ].join('\n');
};

/** Several alerts of one chat gathered (it was behind its one message a second): a line each, linked to its chart. */
const gatheredText = (
  alerts: readonly ClaimedAlert[],
  { language }: Recipient,
  publicUrl: string,
): string => {
  const words = wordsOf(language);
  return [
    `<b>${escapeHtml(words.brand)}: ${escapeHtml(words.digest(countText(alerts.length, language)))}</b>`,
    ...alerts.map(
      (alert) =>
        `• <a href="${escapeHtml(linkOf(publicUrl, alert))}">${escapeHtml(alertTitle(alert.payload, language))}</a>`,
    ),
  ].join('\n');
};

/**
 * Alerts through the Telegram module's bot: HTML in the user's language with a link to the chart; several due
 * together for one chat go as one message.
 */
export const createTelegramChannel = ({
  telegram,
  publicUrl,
}: {
  telegram: TelegramAlerts | undefined;
  publicUrl: string;
}): AlertChannel => ({
  send: async (alerts, recipient): Promise<SendOutcome> => {
    if (telegram === undefined) return { kind: 'retry', reason: TELEGRAM_NOT_CONFIGURED };
    const [alert] = alerts;
    if (alert === undefined) return { kind: 'dead', reason: 'empty' };
    const to = await telegram.recipientOf(recipient.userId);
    if ('none' in to)
      return to.none === 'muted'
        ? { kind: 'skipped', reason: 'telegram-muted' }
        : { kind: 'dead', reason: 'telegram-unbound' };
    const text =
      alerts.length === 1
        ? singleText(alert, recipient, publicUrl)
        : gatheredText(alerts, recipient, publicUrl);
    const result = await telegram.send(to.chatId, { text, parseMode: 'HTML' });
    if (result.ok) return { kind: 'delivered' };
    if (result.kind === 'retry')
      return {
        kind: 'retry',
        reason: `telegram: ${result.reason}`,
        ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
      };
    return {
      kind: 'dead',
      reason: result.kind === 'unbound' ? `telegram-unbound: ${result.reason}` : `telegram: ${result.reason}`,
    };
  },
});
