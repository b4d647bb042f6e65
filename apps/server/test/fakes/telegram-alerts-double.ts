import type { TelegramAlerts, TelegramRecipient, TelegramSendResult } from '../../src/telegram';

/**
 * A stand-in for the Telegram module's TelegramAlerts (the seam of TELEGRAM-CONTRACT.md): chats by user, and the
 * answers to give, in order, before it answers ok.
 */
export const telegramAlertsDouble = () => {
  const chats = new Map<string, TelegramRecipient>();
  const answers: TelegramSendResult[] = [];
  const sent: { chatId: string; text: string }[] = [];
  const alerts: TelegramAlerts = {
    recipientOf: async (userId) => chats.get(userId) ?? { none: 'unbound' },
    send: async (chatId, message) => {
      const answer = answers.shift() ?? { ok: true };
      if (answer.ok) sent.push({ chatId, text: message.text });
      return answer;
    },
  };
  return {
    alerts,
    sent,
    bind: (userId: string, chatId: string) => chats.set(userId, { chatId }),
    mute: (userId: string) => chats.set(userId, { none: 'muted' }),
    /** The next sends answer these, in order. */
    answerNext: (...next: TelegramSendResult[]) => answers.push(...next),
  };
};
