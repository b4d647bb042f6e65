import type { Market } from '@tradescope/domain';
import type { TelegramAlerts } from '../../telegram';
import { chartUrlOf } from '../alert-payload';
import { alertFields, escapeHtml, wordsOf } from '../alert-text';
import type { AlertChannel, SendOutcome } from './outcome';

/** Without TELEGRAM_BOT_TOKEN the rows wait and fail visibly with this reason (a bot configured later sends them). */
export const TELEGRAM_NOT_CONFIGURED = 'telegram-not-configured';

/** Alerts through the Telegram module's bot: HTML in the user's language with a link to the chart. */
export const createTelegramChannel = ({
  telegram,
  publicUrl,
}: {
  telegram: TelegramAlerts | undefined;
  publicUrl: string;
}): AlertChannel => ({
  send: async ([alert], recipient): Promise<SendOutcome> => {
    if (telegram === undefined) return { kind: 'retry', reason: TELEGRAM_NOT_CONFIGURED };
    if (alert === undefined) return { kind: 'dead', reason: 'empty' };
    const to = await telegram.recipientOf(recipient.userId);
    if ('none' in to)
      return to.none === 'muted'
        ? { kind: 'skipped', reason: 'telegram-muted' }
        : { kind: 'dead', reason: 'telegram-unbound' };
    const words = wordsOf(recipient.language);
    const lines = alertFields(alert.payload, alert.pack_name, recipient.language).map(
      ([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`,
    );
    const link = chartUrlOf(publicUrl, alert.market as Market, alert.payload);
    const text = [
      `<b>${escapeHtml(words.brand)} ${escapeHtml(words.alert)}</b>`,
      ...lines,
      `<a href="${escapeHtml(link)}">${escapeHtml(words.chart)}</a>`,
    ].join('\n');
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
