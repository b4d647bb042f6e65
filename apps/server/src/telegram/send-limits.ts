import { setTimeout as sleep } from 'node:timers/promises';
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { Api, Transformer } from 'grammy';

/** The Bot API's limits (core.telegram.org/bots/faq): about 30 messages a second overall and one a second per chat. */
export const TELEGRAM_LIMITS = { perSecond: 30, perChatMs: 1000 } as const;

/**
 * The queue's spacing: starts 35 ms apart (about 28.6 a second: any 30 in a row span 1,015 ms) and 1050 ms per chat
 * leave room under the limits for the network bunching arrivals at Telegram; bursts queue instead of bouncing with
 * 429. Wider spacing would only delay a burst's last alerts further behind what the caps allow.
 */
export const SEND_SPACING_MS = { overall: 35, perChat: 1050 } as const;

/** A 429 asking for longer than this goes back to the caller's outbox instead of holding a send open. */
export const LONGEST_IN_PLACE_WAIT_S = 10;

const WINDOW_MS = 1000;

/**
 * The limits themselves, checked when a call leaves: a call waits until fewer than 30 left in the last second and
 * its chat's last call is a second old. The throttler spaces calls by when it planned them, so timers that a busy
 * event loop runs late leave together (31 in a second were seen), and a chat's call that waited long in the overall
 * queue let the chat's next one follow within 40 ms.
 */
const holdToLimits = (limits: typeof TELEGRAM_LIMITS = TELEGRAM_LIMITS): Transformer => {
  // Departure times of the last second (performance.now(), oldest first), and each chat's last departure.
  const recent: number[] = [];
  const lastOfChat = new Map<string, number>();
  return async (prev, method, payload, signal) => {
    if (payload === undefined || !('chat_id' in payload)) return prev(method, payload, signal);
    const chat = String(payload.chat_id);
    for (;;) {
      const now = performance.now();
      while (recent.length > 0 && recent[0]! <= now - WINDOW_MS) recent.shift();
      const overallWait = recent.length >= limits.perSecond ? recent[0]! + WINDOW_MS - now : 0;
      const chatWait = (lastOfChat.get(chat) ?? Number.NEGATIVE_INFINITY) + limits.perChatMs - now;
      const wait = Math.max(overallWait, chatWait);
      if (wait <= 0) {
        recent.push(now);
        for (const [other, at] of lastOfChat) if (at <= now - limits.perChatMs) lastOfChat.delete(other);
        lastOfChat.set(chat, now);
        break;
      }
      // grammY types its signal with the abort-controller shim's class; Node's own AbortSignal is the same at run time.
      await sleep(Math.ceil(wait), undefined, { signal: signal as unknown as AbortSignal | undefined });
    }
    return prev(method, payload, signal);
  };
};

/**
 * Queues every chat-addressed call behind the limits, and retries a 429 once after its retry_after when that is
 * short. 5xx and network errors are not retried here: the alerts outbox owns that backoff.
 */
export const installSendLimits = (api: Api): void => {
  // Installed first, so it runs last, right before the request leaves.
  api.config.use(holdToLimits());
  api.config.use(
    apiThrottler({
      global: { minTime: SEND_SPACING_MS.overall },
      out: { maxConcurrent: 1, minTime: SEND_SPACING_MS.perChat },
    }),
  );
  // Installed last, so it wraps the throttler: a retry queues again instead of holding the chat's slot while waiting.
  api.config.use(
    autoRetry({
      maxRetryAttempts: 1,
      maxDelaySeconds: LONGEST_IN_PLACE_WAIT_S,
      rethrowInternalServerErrors: true,
      rethrowHttpErrors: true,
    }),
  );
};
