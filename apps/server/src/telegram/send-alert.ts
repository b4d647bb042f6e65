import { type Api, GrammyError } from 'grammy';
import type { BindingsRepo } from './bindings-repo';
import { failureOf } from './send-result';
import type { TelegramMessage, TelegramSendResult } from './telegram-alerts';

/** grammY types its signals with the abort-controller shim's class; Node's own AbortSignal is the same at run time. */
export type ApiSignal = NonNullable<Parameters<Api['sendMessage']>[3]>;

// A photo's caption holds at most 1024 characters; a longer alert goes as a message (its chart link still in it).
const CAPTION_LIMIT = 1024;

const sendOnce = async (api: Api, chatId: string, message: TelegramMessage, signal: ApiSignal) => {
  const { text, parseMode, photoUrl } = message;
  if (photoUrl !== undefined && text.length <= CAPTION_LIMIT) {
    try {
      await api.sendPhoto(chatId, photoUrl, { caption: text, parse_mode: parseMode }, signal);
      return;
    } catch (error) {
      // Telegram could not fetch the chart image: the alert still goes, as text.
      const unfetchable =
        error instanceof GrammyError && error.error_code === 400 && !/chat/i.test(error.description);
      if (!unfetchable) throw error;
    }
  }
  await api.sendMessage(chatId, text, { parse_mode: parseMode }, signal);
};

/** One alert to one chat; a chat that blocked the bot or is gone is unbound before the answer returns. */
export const sendAlert = async (
  api: Api,
  bindings: BindingsRepo,
  chatId: string,
  message: TelegramMessage,
  signal: ApiSignal,
): Promise<TelegramSendResult> => {
  try {
    await sendOnce(api, chatId, message, signal);
    return { ok: true };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'unbound') await bindings.unbindChat(chatId);
    return failure;
  }
};
