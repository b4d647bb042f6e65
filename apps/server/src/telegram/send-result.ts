import { GrammyError, HttpError } from 'grammy';
import type { TelegramSendResult } from './telegram-alerts';

type Failure = Exclude<TelegramSendResult, { ok: true }>;

// 400s that mean the chat is gone for good, like a 403: the user deleted the account or never started the bot.
const GONE_CHAT = /chat not found|user is deactivated|bot was blocked/i;

/** Sorts a refused or failed Bot API call into the contract's kinds (TELEGRAM-CONTRACT.md). */
export const failureOf = (error: unknown): Failure => {
  if (error instanceof GrammyError) {
    const reason = `${error.error_code} ${error.description}`;
    if (error.error_code === 429)
      return { ok: false, kind: 'retry', reason, retryAfterMs: (error.parameters.retry_after ?? 1) * 1000 };
    // 5xx is Telegram's trouble; 401/404 mean the bot token itself is refused, which an operator fixes.
    if (error.error_code >= 500 || error.error_code === 401 || error.error_code === 404)
      return { ok: false, kind: 'retry', reason };
    if (error.error_code === 403 || GONE_CHAT.test(error.description))
      return { ok: false, kind: 'unbound', reason };
    return { ok: false, kind: 'fatal', reason };
  }
  if (error instanceof HttpError) return { ok: false, kind: 'retry', reason: `network: ${error.message}` };
  return { ok: false, kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
};
