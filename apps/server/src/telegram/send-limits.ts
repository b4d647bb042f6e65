import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { Api } from 'grammy';

/**
 * The Bot API's limits (core.telegram.org/bots/faq): about 30 messages a second overall and one a second per chat.
 * Starts 40 ms apart (25 a second) keep every one-second window at Telegram under 30 even when the network bunches
 * arrivals (35 ms let 31 arrive within a second in the test), and 1050 ms per chat leaves the same room; bursts
 * queue instead of bouncing with 429.
 */
export const SEND_SPACING_MS = { overall: 40, perChat: 1050 } as const;

/** A 429 asking for longer than this goes back to the caller's outbox instead of holding a send open. */
export const LONGEST_IN_PLACE_WAIT_S = 10;

/**
 * Queues every chat-addressed call behind the limits, and retries a 429 once after its retry_after when that is
 * short. 5xx and network errors are not retried here: the alerts outbox owns that backoff.
 */
export const installSendLimits = (api: Api): void => {
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
