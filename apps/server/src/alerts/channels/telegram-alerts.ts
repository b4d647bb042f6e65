// The seam with the Telegram module (TELEGRAM-CONTRACT.md): the alerts module only asks who a user's chat is and
// hands it a message; the bot, its queue and the Bot API's limits are the Telegram module's.

export type TelegramSendResult =
  | { ok: true }
  /** 429 (with retry_after in ms), 5xx, network error: try again later. */
  | { ok: false; kind: 'retry'; reason: string; retryAfterMs?: number }
  /** 403 "bot was blocked by the user" / chat not found: the Telegram module has already unbound the chat. */
  | { ok: false; kind: 'unbound'; reason: string }
  /** Any other refusal (400 bad request...): retrying will not help. */
  | { ok: false; kind: 'fatal'; reason: string };

export type TelegramRecipient = { chatId: string } | { none: 'unbound' | 'muted' };

export interface TelegramAlerts {
  /** The chat bound to this user, or why an alert cannot go there now (no chat, or muted by /mute). */
  recipientOf(userId: string): Promise<TelegramRecipient>;
  /** Queued behind the Bot API limits (about 30 messages/s overall, 1/s per chat); resolves when Telegram answered. */
  send(
    chatId: string,
    message: { text: string; parseMode: 'HTML'; photoUrl?: string },
  ): Promise<TelegramSendResult>;
}
