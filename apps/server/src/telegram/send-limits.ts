import { setTimeout as sleep } from 'node:timers/promises';
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { Api, Transformer } from 'grammy';

/** The Bot API's limits (core.telegram.org/bots/faq): about 30 messages a second overall and one a second per chat. */
export const TELEGRAM_LIMITS = { perSecond: 30, perChatMs: 1000 } as const;

/**
 * The queue's spacing: starts 34 ms apart (just under 30 a second) and 1050 ms per chat, so a burst flows at about
 * the cap instead of bouncing with 429; `holdToLimits` below is what keeps it under the cap whatever the timing.
 */
export const SEND_SPACING_MS = { overall: 34, perChat: 1050 } as const;

/** A 429 asking for longer than this goes back to the caller's outbox instead of holding a send open. */
export const LONGEST_IN_PLACE_WAIT_S = 10;

const WINDOW_MS = 1000;
// A call out for longer than this is looked at again (a wait for answers still wakes on the first one).
const LONGEST_SLEEP_MS = 1000;

/** Waits `ms`, or less when `early` comes first; rejects when `signal` (the call's) aborts. */
const sleepOrAnswer = async (ms: number, early: Promise<void>, signal: AbortSignal | undefined) => {
  const done = new AbortController();
  const timer = sleep(ms, undefined, {
    signal: signal === undefined ? done.signal : AbortSignal.any([signal, done.signal]),
  });
  // Cancelled below once the wait is over: that rejection is nobody's concern.
  timer.catch(() => undefined);
  try {
    await Promise.race([timer, early]);
  } finally {
    done.abort();
  }
};

/**
 * The limits themselves, checked when a call leaves: fewer than 30 calls in the last second, and the chat's last call
 * a second old. A call counts from when it leaves until a second after Telegram answered it, since Telegram took it
 * somewhere in between: however the network or a busy event loop delays one call against another, Telegram never
 * sees 31 in a second nor a chat's two within one (counting from departures alone, bunched arrivals showed 31).
 */
const holdToLimits = (limits: typeof TELEGRAM_LIMITS = TELEGRAM_LIMITS): Transformer => {
  // Answer times of the last second (oldest first), calls out, and each chat's last answer (Infinity while out).
  const answered: number[] = [];
  let out = 0;
  const lastOfChat = new Map<string, number>();
  let wake = () => {};
  let anAnswer = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const answer = (chat: string) => {
    const at = performance.now();
    out -= 1;
    answered.push(at);
    lastOfChat.set(chat, at);
    const woken = wake;
    anAnswer = new Promise<void>((resolve) => {
      wake = resolve;
    });
    woken();
  };
  return async (prev, method, payload, signal) => {
    if (payload === undefined || !('chat_id' in payload)) return prev(method, payload, signal);
    const chat = String(payload.chat_id);
    for (;;) {
      const now = performance.now();
      while (answered.length > 0 && answered[0]! <= now - WINDOW_MS) answered.shift();
      // Below the cap once the oldest calls counted have aged out; while 30 are out, only an answer helps.
      const over = out + answered.length - limits.perSecond;
      const overallWait =
        over < 0 ? 0 : over < answered.length ? answered[over]! + WINDOW_MS - now : Number.POSITIVE_INFINITY;
      const chatWait = (lastOfChat.get(chat) ?? Number.NEGATIVE_INFINITY) + limits.perChatMs - now;
      const wait = Math.max(overallWait, chatWait);
      if (wait <= 0) {
        for (const [other, at] of lastOfChat) if (at <= now - limits.perChatMs) lastOfChat.delete(other);
        out += 1;
        lastOfChat.set(chat, Number.POSITIVE_INFINITY);
        break;
      }
      // grammY types its signal with the abort-controller shim's class; Node's own AbortSignal is the same at run time.
      await sleepOrAnswer(
        Math.ceil(Math.min(wait, LONGEST_SLEEP_MS)),
        anAnswer,
        signal as unknown as AbortSignal | undefined,
      );
    }
    try {
      return await prev(method, payload, signal);
    } finally {
      answer(chat);
    }
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
